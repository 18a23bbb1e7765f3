import "server-only";
import { CodedError } from "@/lib/error-codes";

/** Failures every payment adapter reports in the same terms, whatever the provider said. */
export class PaymentError extends CodedError {}

/** A signature that does not match (forged, tampered with, or signed with another secret). */
export class PaymentSignatureError extends PaymentError {
  override readonly code = "invalid_request";
  constructor(message = "The payment could not be verified.") {
    super(message);
  }
}

/** A genuine payment that is not the one asked for: another order, another amount, not captured. */
export class PaymentMismatchError extends PaymentError {
  override readonly code = "unprocessable";
}

/** The provider could not be reached, timed out, or refused a call we made: nothing changed. */
export class PaymentUnavailableError extends PaymentError {}

/** A payment step that failed, in words for the member (what became of their booking). */
export class PaymentStepError extends PaymentError {
  override readonly code = "payment_unavailable";
}

/** The front desk takes payments in person: there is nothing online to confirm or refund. */
export class PaymentNotOnlineError extends PaymentError {
  override readonly code = "not_found";
  constructor() {
    super("Online payment is not configured: payment is taken at the front desk.");
  }
}
