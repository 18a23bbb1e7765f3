/**
 * The one place that reads public (`NEXT_PUBLIC_*`) environment variables. Each is named in full
 * so Next inlines it into browser bundles too (a computed `process.env[name]` would be undefined
 * there). Kept to plain reads because it is in every page's first-load JavaScript: the server
 * checks the URLs when it starts (`lib/config.ts`), so a bad value never reaches a page.
 */
const or = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export const publicEnv = {
  siteUrl: or(process.env.NEXT_PUBLIC_SITE_URL, "http://localhost:3000").replace(/\/$/, ""),
  siteName: or(process.env.NEXT_PUBLIC_SITE_NAME, "Lotus Club"),
  siteLegalName: or(process.env.NEXT_PUBLIC_SITE_LEGAL_NAME, "Lotus Club Workspaces Pvt. Ltd."),
  sitePhone: or(process.env.NEXT_PUBLIC_SITE_PHONE, "+91 120 456 7890"),
  siteWhatsapp: or(process.env.NEXT_PUBLIC_SITE_WHATSAPP, "+91 98100 45678"),
  siteEmail: or(process.env.NEXT_PUBLIC_SITE_EMAIL, "hello@lotusclub.in"),
  reviewUrl: or(process.env.NEXT_PUBLIC_REVIEW_URL, "https://g.page/r/lotus-club-noida/review"),
} as const;
