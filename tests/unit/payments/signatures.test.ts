/** @jest-environment node */
import { createHmac } from "node:crypto";
import { isSignedBy, paymentSignaturePayload, signHex } from "@/lib/payments/signatures";

const SECRET = "webhook-secret";
const BODY = '{"entity":"event","event":"payment.captured"}';
const signed = createHmac("sha256", SECRET).update(BODY).digest("hex");

describe("HMAC-SHA256 signatures", () => {
  it("signs as Razorpay does: lower-case hex HMAC-SHA256", () => {
    expect(signHex(SECRET, BODY)).toBe(signed);
  });

  it("accepts the signature of the exact body with the secret", () => {
    expect(isSignedBy(SECRET, BODY, signed)).toBe(true);
  });

  it("refuses a tampered body", () => {
    expect(isSignedBy(SECRET, BODY.replace("captured", "failed"), signed)).toBe(false);
  });

  it("refuses a signature made with another secret", () => {
    expect(isSignedBy("another-secret", BODY, signed)).toBe(false);
  });

  it.each([null, undefined, ""])("refuses a missing signature (%p)", (missing) => {
    expect(isSignedBy(SECRET, BODY, missing)).toBe(false);
  });

  it.each([signed.slice(0, 62), `${signed}00`, signed.toUpperCase(), "z".repeat(64)])(
    "refuses a malformed signature without throwing (%p)",
    (malformed) => {
      expect(isSignedBy(SECRET, BODY, malformed)).toBe(false);
    },
  );

  it("signs a checkout payment as order_id|payment_id", () => {
    expect(paymentSignaturePayload("order_A1", "pay_B2")).toBe("order_A1|pay_B2");
  });
});
