import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's signatures: HMAC-SHA256 in hex, of `order_id|payment_id` with the key secret (the
 * checkout's success callback) or of the raw webhook body with the webhook secret.
 * IMPORTANT: compared in constant time. The `razorpay` package's own validate helpers compare
 * with `===`, which leaks how much of a guess matched through timing, so they are not used.
 */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A string is signed as its UTF-8 bytes; bytes (a webhook's raw body) as they are. */
export function signHex(secret: string, message: string | Uint8Array): string {
  const hmac = createHmac("sha256", secret);
  return (typeof message === "string" ? hmac.update(message, "utf8") : hmac.update(message)).digest(
    "hex",
  );
}

export function isSignedBy(
  secret: string,
  message: string | Uint8Array,
  signature: string | null | undefined,
): boolean {
  if (!signature || !SHA256_HEX.test(signature)) return false;
  return timingSafeEqual(
    Buffer.from(signHex(secret, message), "hex"),
    Buffer.from(signature, "hex"),
  );
}

/** What the checkout's success signature signs. */
export const paymentSignaturePayload = (orderId: string, paymentId: string) =>
  `${orderId}|${paymentId}`;
