import "server-only";
import { settleBooking } from "@/lib/bookings";
import { settleBookingReprice } from "@/lib/bookings/reschedule";
import { settleBookingSeries } from "@/lib/bookings/series";
import {
  recordMandateEvent,
  settleMembershipOrder,
  settleSubscriptionCharge,
} from "@/lib/memberships";
import {
  confirmCheckoutPayment as confirmWith,
  handlePaymentWebhook as handleWith,
  settleCapturedPayment as settleWith,
  type CapturedPayment,
  type PaymentProof,
  type PaymentRecord,
  type PaymentSubjects,
  type WebhookHeaders,
} from "@/lib/payments";
import { settleStoreOrder } from "@/lib/store";

/**
 * The one place where each payable subject's settlement is wired to lib/payments' dispatch by
 * subject kind (issue 37): lib/payments imports none of its subjects, and each subject provides
 * its own handler. The payment routes call these; adding a subject (packs) adds a line here.
 */
export const PAYMENT_SUBJECTS = {
  booking: settleBooking,
  bookingSeries: settleBookingSeries,
  bookingReprice: settleBookingReprice,
  storeOrder: settleStoreOrder,
  membership: { settleOrder: settleMembershipOrder, settleSubscriptionCharge, recordMandateEvent },
} satisfies PaymentSubjects;

/** A captured payment settled once by what it paid for (see lib/payments/settle.ts). */
export function settleCapturedPayment(payment: CapturedPayment, known?: PaymentRecord | null) {
  return settleWith(PAYMENT_SUBJECTS, payment, known);
}

/** The checkout's success callback for a provider order we recorded, settled once. */
export function confirmCheckoutPayment(proof: PaymentProof, record: PaymentRecord) {
  return confirmWith(PAYMENT_SUBJECTS, proof, record);
}

/** A provider's webhook delivery, verified and handled once. */
export function handlePaymentWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders) {
  return handleWith(PAYMENT_SUBJECTS, rawBody, headers);
}
