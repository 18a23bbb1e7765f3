import type { Paise } from "@/lib/pricing/money";

/**
 * What the rest of the app knows about payments, whichever provider takes them. Amounts are
 * integer paise, as the pricing source makes them and as Razorpay's API takes them.
 */

/** What the browser needs to take a payment, or the word that it is taken at the front desk. */
export type PaymentRequest =
  | {
      method: "razorpay";
      /** The provider's order id: the checkout pays it, the signature and webhooks name it. */
      orderId: string;
      /** The public key id the checkout opens with (never the secret). */
      keyId: string;
      /** Razorpay Checkout's script, loaded only when a member pays. */
      checkoutScript: string;
      amount: Paise;
      currency: "INR";
      receipt: string;
      /**
       * Seconds left on the hold: Razorpay Checkout's `timeout`, so the window closes when the
       * hold ends and no payment is started for a slot or stock given back.
       */
      timeoutSeconds?: number;
    }
  | { method: "desk"; amount: Paise; receipt: string };

export type CreatePaymentInput = {
  amount: Paise;
  /** Our own id of what is paid for (a booking or order), at most 40 characters. */
  receipt: string;
  /** Shown in the provider's dashboard beside the payment, e.g. the booking's room and date. */
  notes?: Record<string, string>;
};

/** What the browser's success callback hands the server, to be checked before anything is paid. */
export type PaymentProof = { orderId: string; paymentId: string; signature: string };

export type CapturedPayment = {
  paymentId: string;
  orderId: string;
  amount: Paise;
  /** How the member paid, as the provider names it: upi, card, netbanking, wallet … */
  method: string;
};

export type RefundInput = {
  paymentId: string;
  /** Absent: the whole payment (less anything already refunded). */
  amount?: Paise;
  /** Our own id of the refund (a cancellation), at most 40 characters. */
  receipt?: string;
  notes?: Record<string, string>;
};

export type Refund = {
  refundId: string;
  paymentId: string;
  amount: Paise;
  status: "pending" | "processed" | "failed";
};

/**
 * Which mandate a subscription's checkout offers: a UPI or card mandate (Indian rules let it
 * debit up to ₹15,000 without the payer's approval each time), or an e-mandate on a bank account
 * (netbanking or debit card authorisation), which has no such per-debit approval.
 */
export type SubscriptionMandate = "upi-card" | "emandate";

/** A recurring charge (Razorpay Subscriptions): `amount` every `intervalMonths`, `count` times. */
export type CreateSubscriptionInput = {
  amount: Paise;
  mandate: SubscriptionMandate;
  intervalMonths: 1 | 3 | 12;
  count: number;
  /** The plan's name in the provider's dashboard, e.g. "Dedicated Desk, 1 seat, monthly". */
  name: string;
  /** The first charge, not before this instant. */
  startAt: Date;
  notes?: Record<string, string>;
};

/** What the browser's checkout needs to set up the mandate. */
export type SubscriptionRequest = {
  subscriptionId: string;
  keyId: string;
  checkoutScript: string;
  /** The checkout shows only this mandate's methods. */
  mandate: SubscriptionMandate;
};

/** What a subscription's mandate became, as its webhooks tell (Razorpay's event names). */
export type SubscriptionState =
  "authenticated" | "activated" | "pending" | "halted" | "cancelled" | "completed";

/** A verified webhook, reduced to what the app acts on. `eventId` de-duplicates deliveries. */
export type PaymentEvent =
  | { type: "payment.captured"; eventId: string; payment: CapturedPayment }
  | {
      type: "payment.failed";
      eventId: string;
      orderId: string;
      paymentId: string;
      /** The provider's words for the member, e.g. "Payment was cancelled by the user". */
      reason: string;
    }
  | { type: "refund.processed" | "refund.failed"; eventId: string; refund: Refund }
  /** A subscription's periodic charge, captured: it pays our invoice of that period. */
  | {
      type: "subscription.charged";
      eventId: string;
      subscriptionId: string;
      payment: Omit<CapturedPayment, "orderId">;
    }
  /** A subscription's mandate changed state: authorised, retrying a debit, halted, ended. */
  | {
      type: "subscription.state";
      eventId: string;
      subscriptionId: string;
      state: SubscriptionState;
    }
  /** Signed and genuine, but about something the app does not act on: answered 2xx, ignored. */
  | { type: "ignored"; eventId: string; event: string };

/** The headers a webhook arrives with; either may be missing on a forged or broken request. */
export type WebhookHeaders = { signature: string | null; eventId: string | null };

/** An online payment's refund as the provider reports it. */
export type RefundStatus = "pending" | "processed" | "failed";
