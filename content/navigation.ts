export type NavLink = { href: string; label: string };

/** Spec section 2, "Shell": header links in order. */
export const headerLinks: NavLink[] = [
  { href: "/about", label: "About" },
  { href: "/experience", label: "Experience" },
  { href: "/spaces-and-bookings", label: "Spaces & Bookings" },
  { href: "/plans", label: "Plans" },
  { href: "/events", label: "Events" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

export const footerLinks: NavLink[] = [
  { href: "/about", label: "About" },
  { href: "/plans", label: "Plans & Booking" },
  { href: "/events", label: "Events" },
  { href: "/coworking-noida-expressway", label: "Coworking on Noida Expressway" },
  { href: "/contact", label: "Contact" },
];

export const legalLinks: NavLink[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/cookie-policy", label: "Cookie Policy" },
  { href: "/refund-policy", label: "Refund Policy" },
  { href: "/community-guidelines", label: "Community Guidelines" },
];
