/** Spec section 3 and 7: consent lives in the `cookieConsent` cookie, path /, for a year. */
export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 31536000;

export type CookieConsent = {
  required: true;
  performance: boolean;
  marketing: boolean;
  thirdParty: boolean;
};

/**
 * The consent object, copied field by field, or null when anything about it is wrong. Checked
 * by hand, not with zod, because this runs on every page and zod would dwarf the page's code.
 */
export function toConsent(value: unknown): CookieConsent | null {
  if (typeof value !== "object" || value === null) return null;
  const { required, performance, marketing, thirdParty } = value as Record<string, unknown>;
  if (required !== true) return null;
  if (typeof performance !== "boolean" || typeof marketing !== "boolean") return null;
  if (typeof thirdParty !== "boolean") return null;
  return { required, performance, marketing, thirdParty };
}

export const ACCEPT_ALL: CookieConsent = {
  required: true,
  performance: true,
  marketing: true,
  thirdParty: true,
};

export const DEFAULT_PREFERENCES: CookieConsent = {
  required: true,
  performance: false,
  marketing: false,
  thirdParty: false,
};

/**
 * Reads consent from a `document.cookie` string. Anything malformed counts as no consent,
 * so the banner asks again instead of the page crashing.
 */
export function readConsent(cookieHeader: string): CookieConsent | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    try {
      return toConsent(JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())));
    } catch {
      return null;
    }
  }
  return null;
}

/** The full `document.cookie` assignment for a consent choice. */
export function consentCookie(consent: CookieConsent, secure: boolean): string {
  const checked = toConsent(consent);
  if (!checked) throw new TypeError("Not a cookie consent choice");
  const value = encodeURIComponent(JSON.stringify(checked));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
