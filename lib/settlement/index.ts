import "server-only";
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

/**
 * The one place where each payable subject's settlement is wired to lib/payments' dispatch by
 * subject kind (issue 37): lib/payments imports none of its subjects, and each subject provides
 * its own handler. The payment routes call these; adding a subject (packs) adds a line here.
 *
 * Each kind's handlers are loaded when a payment of that kind is settled (`import()`), so paying
 * for a room loads the bookings' checkout, not the store or memberships. `npm run arch:walk`
 * reads SUBJECT_HANDLERS (one `kind: () => import("…")` a line) to follow only the flow's kind.
 */
export const SUBJECT_HANDLERS = {
  booking: () => import("@/lib/bookings/checkout"),
  bookingSeries: () => import("@/lib/bookings/series/payments"),
  bookingReprice: () => import("@/lib/bookings/reschedule"),
  storeOrder: () => import("@/lib/store"),
  membership: () => import("@/lib/memberships"),
  pack: () => import("@/lib/packs"),
};

export const PAYMENT_SUBJECTS = {
  booking: async (payment, record) =>
    (await SUBJECT_HANDLERS.booking()).settleBooking(payment, record),
  bookingSeries: async (payment, record) =>
    (await SUBJECT_HANDLERS.bookingSeries()).settleBookingSeries(payment, record),
  bookingReprice: async (payment) =>
    (await SUBJECT_HANDLERS.bookingReprice()).settleBookingReprice(payment),
  storeOrder: async (payment, record) =>
    (await SUBJECT_HANDLERS.storeOrder()).settleStoreOrder(payment, record),
  pack: async (payment, record) => (await SUBJECT_HANDLERS.pack()).settlePack(payment, record),
  membership: {
    settleOrder: async (payment, now) =>
      (await SUBJECT_HANDLERS.membership()).settleMembershipOrder(payment, now),
    settleSubscriptionCharge: async (subscriptionId, payment, now) =>
      (await SUBJECT_HANDLERS.membership()).settleSubscriptionCharge(subscriptionId, payment, now),
    recordMandateEvent: async (subscriptionId, event, now) =>
      (await SUBJECT_HANDLERS.membership()).recordMandateEvent(subscriptionId, event, now),
  },
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
