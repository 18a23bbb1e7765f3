/**
 * The one place that reads public (`NEXT_PUBLIC_*`) environment variables. Each is named in full
 * so Next inlines it into browser bundles too (a computed `process.env[name]` would be undefined
 * there). Hand-checked rather than zod: this module is in every page's first-load JavaScript.
 */
function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function origin(name: string, value: string | undefined, fallback: string): string {
  const raw = text(value, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Configuration error: ${name} must be an absolute URL (got "${raw}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Configuration error: ${name} must be an http or https URL`);
  }
  return raw.replace(/\/$/, "");
}

export const publicEnv = {
  siteUrl: origin(
    "NEXT_PUBLIC_SITE_URL",
    process.env.NEXT_PUBLIC_SITE_URL,
    "http://localhost:3000",
  ),
  siteName: text(process.env.NEXT_PUBLIC_SITE_NAME, "Lotus Club"),
  siteLegalName: text(process.env.NEXT_PUBLIC_SITE_LEGAL_NAME, "Lotus Club Workspaces Pvt. Ltd."),
  sitePhone: text(process.env.NEXT_PUBLIC_SITE_PHONE, "+91 120 456 7890"),
  siteEmail: text(process.env.NEXT_PUBLIC_SITE_EMAIL, "hello@lotusclub.in"),
  reviewUrl: origin(
    "NEXT_PUBLIC_REVIEW_URL",
    process.env.NEXT_PUBLIC_REVIEW_URL,
    "https://g.page/r/lotus-club-noida/review",
  ),
} as const;
