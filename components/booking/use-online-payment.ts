"use client";

import { useCallback } from "react";
import { postJson } from "@/lib/api-client";
import type { Booking } from "@/lib/data/types";
import { holdNote } from "@/lib/payments/hold-note";
import { openCheckout } from "@/lib/payments/client/razorpay-checkout";
import type { PaymentRequest } from "@/lib/payments/types";
import { bookingTitle, describeWhen, formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

export type PaymentOutcome =
  | { kind: "paid"; booking: Booking }
  | { kind: "unpaid"; booking: Booking }
  | { kind: "refunded"; booking: Booking };

export const PAYMENT_TOASTS = {
  notCompleted: "Payment not completed",
  failed: "Payment failed",
  refunded: "Your payment was refunded",
  couldNotConfirm: "We couldn't confirm your payment",
  lateSuccess: "Payment received: your booking is confirmed",
  seeDashboard: "It is on your dashboard with its tax invoice.",
} as const;

const TOAST_MS = 8000;

/**
 * Pays a hold through Razorpay Checkout and has the server confirm it (it checks the signature
 * and asks the provider); resolves once the member has paid, closed the checkout, or failed.
 * Every outcome is told in a toast; the hold stays until it expires whatever happens here.
 */
export function useOnlinePayment() {
  return useCallback(
    (order: PaymentRequest, booking: Booking) =>
      new Promise<PaymentOutcome>((resolve) => {
        if (order.method !== "razorpay") return resolve({ kind: "unpaid", booking });
        // Razorpay keeps its window open after a failed attempt, so a payment may still follow.
        let answered = false;
        const settle = (outcome: PaymentOutcome) => {
          if (!answered) resolve(outcome);
          else if (outcome.kind === "paid") {
            toast.success(PAYMENT_TOASTS.lateSuccess, { description: PAYMENT_TOASTS.seeDashboard });
          }
          answered = true;
        };
        const unpaid = (title: string, reason?: string) => {
          if (answered) return;
          toast.error(title, {
            description: reason ? `${reason} ${holdNote(booking)}` : holdNote(booking),
            duration: TOAST_MS,
          });
          settle({ kind: "unpaid", booking });
        };
        openCheckout(
          order,
          {
            name: site.name,
            description: `${bookingTitle(booking.quote)}, ${describeWhen(booking)}`,
            prefill: { name: booking.contactName, email: booking.contactEmail },
          },
          {
            onPaid: async (proof) => {
              const answer = await postJson<{ outcome: string; booking: Booking }>(
                "/api/payments/confirm",
                proof,
              );
              if (!answer.ok) return unpaid(PAYMENT_TOASTS.couldNotConfirm, answer.message);
              if (answer.outcome === "refunded") {
                toast.error(PAYMENT_TOASTS.refunded, {
                  description: `Your hold had ended and the slot was booked by someone else, so we refunded ${formatInr(order.amount)}.`,
                  duration: TOAST_MS,
                });
                return settle({ kind: "refunded", booking: answer.booking });
              }
              settle({ kind: "paid", booking: answer.booking });
            },
            onFailed: (reason) => unpaid(PAYMENT_TOASTS.failed, reason),
            onDismissed: () => unpaid(PAYMENT_TOASTS.notCompleted),
          },
        ).catch((error: unknown) =>
          unpaid(PAYMENT_TOASTS.notCompleted, error instanceof Error ? error.message : undefined),
        );
      }),
    [],
  );
}
