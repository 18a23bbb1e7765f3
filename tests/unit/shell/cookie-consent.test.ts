import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  readConsent,
} from "@/lib/cookie-consent";

describe("cookie consent", () => {
  it("writes all four categories into cookieConsent for a year at path /", () => {
    const cookie = consentCookie(ACCEPT_ALL, false);
    expect(cookie).toBe(
      `cookieConsent=${encodeURIComponent('{"required":true,"performance":true,"marketing":true,"thirdParty":true}')}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(CONSENT_COOKIE).toBe("cookieConsent");
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31536000);
  });

  it("adds Secure on https", () => {
    expect(consentCookie(ACCEPT_ALL, true)).toMatch(/; Secure$/);
  });

  it("reads back what it wrote, among other cookies", () => {
    const prefs = {
      required: true as const,
      performance: false,
      marketing: true,
      thirdParty: false,
    };
    const value = consentCookie(prefs, false).split(";")[0];
    expect(readConsent(`a=1; ${value}; b=2`)).toEqual(prefs);
  });

  it.each([
    ["no cookie at all", ""],
    ["another cookie only", "theme=dark"],
    ["not JSON", "cookieConsent=yes"],
    ["broken percent-encoding", "cookieConsent=%E0%A4%A"],
    [
      "required switched off",
      `cookieConsent=${encodeURIComponent('{"required":false,"performance":true,"marketing":true,"thirdParty":true}')}`,
    ],
    [
      "a category missing",
      `cookieConsent=${encodeURIComponent('{"required":true,"performance":true}')}`,
    ],
    [
      "wrong types",
      `cookieConsent=${encodeURIComponent('{"required":true,"performance":"yes","marketing":1,"thirdParty":null}')}`,
    ],
    ["a JSON array", `cookieConsent=${encodeURIComponent("[1,2]")}`],
  ])("treats %s as no consent", (_label, header) => {
    expect(readConsent(header)).toBeNull();
  });

  it("refuses to write a consent without the required category", () => {
    expect(() =>
      consentCookie({ ...ACCEPT_ALL, required: false as unknown as true }, false),
    ).toThrow();
  });
});
