import { z } from "@/lib/zod";

/** Spec section 3 and 7: consent lives in the `cookieConsent` cookie, path /, for a year. */
export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_MAX_AGE_SECONDS = 31536000;

export const consentSchema = z.object({
  required: z.literal(true),
  performance: z.boolean(),
  marketing: z.boolean(),
  thirdParty: z.boolean(),
});
export type CookieConsent = z.infer<typeof consentSchema>;

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
      const parsed = consentSchema.safeParse(
        JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The full `document.cookie` assignment for a consent choice. */
export function consentCookie(consent: CookieConsent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(consentSchema.parse(consent)));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
