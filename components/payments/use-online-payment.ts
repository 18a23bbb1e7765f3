"use client";

import { useCallback } from "react";
import type { Booking } from "@/lib/bookings/types";
import { holdNote } from "@/lib/bookings/rules/hold-note";
import { PAYMENT_TOASTS, payOnline } from "@/lib/payments/client/pay-online";
import type { PaymentRequest } from "@/lib/payments/client/pay-online";
import { bookingTitle, describeWhen } from "@/lib/pricing";

export { PAYMENT_TOASTS };

export type PaymentOutcome =
  | { kind: "paid"; booking: Booking }
  | { kind: "unpaid"; booking: Booking }
  | { kind: "refunded"; booking: Booking };

/** Pays a booking's hold online (lib/payments/client/pay-online.ts), with the booking as it now stands. */
export function useOnlinePayment() {
  return useCallback(async (order: PaymentRequest, booking: Booking): Promise<PaymentOutcome> => {
    const paid = await payOnline(order, {
      description: `${bookingTitle(booking.quote)}, ${describeWhen(booking)}`,
      prefill: { name: booking.contactName, email: booking.contactEmail },
      holdNote: holdNote(booking),
      refundReason: "Your hold had ended and the slot was booked by someone else",
      lateSuccess: { title: PAYMENT_TOASTS.lateSuccess, description: PAYMENT_TOASTS.seeDashboard },
    });
    if (paid.kind === "unpaid") return { kind: "unpaid", booking };
    return { kind: paid.kind, booking: paid.answer.booking as Booking };
  }, []);
}
