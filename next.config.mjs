/** Security headers every response carries; the Content-Security-Policy is per page, in proxy.ts. */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  },
  // Browsers ignore HSTS over plain http, so sending it from `next start` on localhost is harmless.
  ...(process.env.NODE_ENV === "production"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (another checkout, a helper) run without
  // clobbering the first; the default stays `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // deploy/build.sh sets NEXT_STANDALONE=1: a self-contained server.js for the VPS setup in
  // deploy/; `next start` (development, tests) keeps the usual output.
  output: process.env.NEXT_STANDALONE === "1" ? "standalone" : undefined,
  // `npm run bench:trace` builds with PROFILE_BUILD=1 (into its own folder) to attribute the
  // main thread to our modules and functions; a normal build never serves source maps.
  productionBrowserSourceMaps: process.env.PROFILE_BUILD === "1",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite"],
  images: { formats: ["image/avif", "image/webp"] },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
