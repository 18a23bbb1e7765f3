/** Every public page built so far, with the h1 it must show. */
export const builtRoutes: { path: string; heading: RegExp }[] = [
  { path: "/", heading: /calmer, better place/i },
  { path: "/about", heading: /our story/i },
  { path: "/experience", heading: /./ },
  { path: "/events", heading: /events at the club/i },
  { path: "/gallery", heading: /gallery/i },
  { path: "/membership", heading: /./ },
  { path: "/plans", heading: /plans & pricing/i },
  { path: "/spaces-and-bookings", heading: /book a space/i },
  { path: "/meeting-rooms", heading: /book a meeting room/i },
  { path: "/cabins-and-desks", heading: /desks and offices/i },
  { path: "/podcast-studio", heading: /book the podcast studio/i },
  { path: "/packs", heading: /prepaid packs/i },
  { path: "/coworking-noida-expressway", heading: /coworking/i },
  { path: "/privacy-policy", heading: /privacy policy/i },
  { path: "/terms", heading: /terms/i },
  { path: "/cookie-policy", heading: /cookie policy/i },
  { path: "/refund-policy", heading: /refund policy/i },
  { path: "/acceptable-use", heading: /acceptable use/i },
  { path: "/security", heading: /security/i },
  { path: "/accessibility", heading: /accessibility/i },
  { path: "/community-guidelines", heading: /community guidelines/i },
  { path: "/contact", heading: /contact us/i },
  { path: "/blog", heading: /notes from the club/i },
  { path: "/blog/why-choose-us", heading: /./ },
  { path: "/blog/things-to-know", heading: /./ },
  { path: "/blog/faqs", heading: /./ },
  { path: "/blog/podcast-studio", heading: /./ },
  { path: "/blog/future-of-work", heading: /./ },
  { path: "/store", heading: /the club store/i },
  { path: "/product/lotus-crew-tee", heading: /lotus crew tee/i },
];

/**
 * Routes that later issues build. Links to them are allowed to 404 until then; each issue
 * removes its routes from this list when it lands.
 */
export const pendingRoutes: string[] = [];

export const isPending = (path: string) =>
  pendingRoutes.some((p) =>
    p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(`${p}?`),
  );
