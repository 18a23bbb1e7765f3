import { postJson } from "@/lib/api-client";
import { openCheckout } from "@/lib/payments/client/razorpay-checkout";
import type { PaymentRequest } from "@/lib/payments/types";
import { formatInr } from "@/lib/pricing/money";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

export type { PaymentRequest };

export const PAYMENT_TOASTS = {
  notCompleted: "Payment not completed",
  failed: "Payment failed",
  refunded: "Your payment was refunded",
  couldNotConfirm: "We couldn't confirm your payment",
  lateSuccess: "Payment received: your booking is confirmed",
  seeDashboard: "It is on your dashboard with its tax invoice.",
} as const;

const TOAST_MS = 8000;

/** What the payment is for, in the words its toasts and the checkout use. */
export type PaymentSubject = {
  /** The checkout's line under the club's name, e.g. "4-seater meeting room, 12 Dec, 10:00". */
  description: string;
  prefill: { name?: string; email?: string };
  /** Until when it is held unpaid, and what happens then. */
  holdNote: string;
  /** Why a payment that came too late was refunded. */
  refundReason: string;
  /** Told when a payment succeeds after the shopper was told it had not: a title, and where it is now. */
  lateSuccess: { title: string; description: string };
};

/** The server's answer to a confirmed payment: what it paid for, as it now stands. */
export type ConfirmAnswer = Record<string, unknown> & { outcome: string };

export type PaidOnline =
  { kind: "paid" | "refunded"; answer: ConfirmAnswer } | { kind: "unpaid"; answer?: undefined };

/**
 * Pays through Razorpay Checkout and has the server confirm it (it checks the signature and asks
 * the provider); resolves once paid, closed, or failed. Every outcome is told in a toast; the hold
 * stays until it expires whatever happens here.
 */
export function payOnline(request: PaymentRequest, subject: PaymentSubject): Promise<PaidOnline> {
  return new Promise<PaidOnline>((resolve) => {
    if (request.method !== "razorpay") return resolve({ kind: "unpaid" });
    // Razorpay keeps its window open after a failed attempt, so a payment may still follow.
    let answered = false;
    const settle = (outcome: PaidOnline) => {
      if (!answered) resolve(outcome);
      else if (outcome.kind === "paid") {
        toast.success(subject.lateSuccess.title, { description: subject.lateSuccess.description });
      }
      answered = true;
    };
    const unpaid = (title: string, reason?: string) => {
      if (answered) return;
      toast.error(title, {
        description: reason ? `${reason} ${subject.holdNote}` : subject.holdNote,
        duration: TOAST_MS,
      });
      settle({ kind: "unpaid" });
    };
    openCheckout(
      request,
      { name: site.name, description: subject.description, prefill: subject.prefill },
      {
        onPaid: async (proof) => {
          const answer = await postJson<ConfirmAnswer>("/api/payments/confirm", proof);
          if (!answer.ok) return unpaid(PAYMENT_TOASTS.couldNotConfirm, answer.message);
          if (answer.outcome === "refunded") {
            toast.error(PAYMENT_TOASTS.refunded, {
              description: `${subject.refundReason}, so we refunded ${formatInr(request.amount)}.`,
              duration: TOAST_MS,
            });
            return settle({ kind: "refunded", answer });
          }
          settle({ kind: "paid", answer });
        },
        onFailed: (reason) => unpaid(PAYMENT_TOASTS.failed, reason),
        onDismissed: () => unpaid(PAYMENT_TOASTS.notCompleted),
      },
    ).catch((error: unknown) =>
      unpaid(PAYMENT_TOASTS.notCompleted, error instanceof Error ? error.message : undefined),
    );
  });
}
