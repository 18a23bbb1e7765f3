/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";
import { site } from "@/lib/site";

const keys = {
  RAZORPAY_KEY_ID: "rzp_test_club",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
};

describe("Razorpay configuration", () => {
  it("is payment at the front desk when nothing is set", () => {
    const config = parseServerConfig({});
    expect(config.mode.payments).toBe("desk");
    expect(config.razorpay).toBeUndefined();
  });

  it("is Razorpay when all three keys are set, on Razorpay's own API unless told otherwise", () => {
    const config = parseServerConfig(keys);
    expect(config.mode.payments).toBe("razorpay");
    expect(config.razorpay).toEqual({
      keyId: "rzp_test_club",
      keySecret: "key-secret",
      webhookSecret: "webhook-secret",
      baseUrl: undefined,
    });
  });

  it("takes another API origin from RAZORPAY_BASE_URL", () => {
    const config = parseServerConfig({ ...keys, RAZORPAY_BASE_URL: "http://127.0.0.1:4010/" });
    expect(config.razorpay?.baseUrl).toBe("http://127.0.0.1:4010");
  });

  it("stops, naming what is missing, when the group is half set", () => {
    expect(() => parseServerConfig({ RAZORPAY_KEY_ID: "rzp_test_club" })).toThrow(
      "Configuration error: RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not. Set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, or none of them for payment at the front desk.",
    );
    expect(() => parseServerConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: " " })).toThrow(
      "Configuration error: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set but RAZORPAY_WEBHOOK_SECRET is not.",
    );
  });

  it("refuses RAZORPAY_BASE_URL without the keys, and one that is not a URL", () => {
    expect(() => parseServerConfig({ RAZORPAY_BASE_URL: "http://127.0.0.1:4010" })).toThrow(
      /^Configuration error: RAZORPAY_BASE_URL is set but the Razorpay keys are not/,
    );
    expect(() => parseServerConfig({ ...keys, RAZORPAY_BASE_URL: "api.razorpay.com" })).toThrow(
      /^Configuration error: RAZORPAY_BASE_URL must be/,
    );
  });
});

describe("CLUB_GSTIN", () => {
  it("defaults to the site's GSTIN", () => {
    expect(parseServerConfig({}).clubGstin).toBe(site.gstin);
  });

  it("takes the club's own, in capitals", () => {
    expect(parseServerConfig({ CLUB_GSTIN: "27aapfu0939f1zv" }).clubGstin).toBe("27AAPFU0939F1ZV");
  });

  it("refuses a GSTIN whose check digit is wrong, naming the variable", () => {
    expect(() => parseServerConfig({ CLUB_GSTIN: "27AAPFU0939F1ZW" })).toThrow(
      "Configuration error: CLUB_GSTIN is not a valid GSTIN (15 characters, check digit)",
    );
  });
});
