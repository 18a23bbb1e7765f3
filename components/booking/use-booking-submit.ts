"use client";

import { useCallback, useState } from "react";
import { toast } from "@/lib/toast";
import { useBookingGate } from "./use-booking-gate";
import { postJson } from "@/lib/api-client";
import type { Booking } from "@/lib/bookings/types";
import type { PaymentRequest } from "@/lib/payments/client/pay-online";
import { planBooking, type BookingRequest } from "@/lib/pricing";
import { currentPath } from "./use-url-state";

export type SubmitOutcome =
  | { ok: true; booking: Booking; payment: PaymentRequest | null }
  | { ok: false; errors: Record<string, string> };

export const BOOKING_TOAST_MS = 5000;

/**
 * The booking flow every calculator shares: check the rules here first (spec section 5), then
 * the sign-in gate (a visitor signs in and comes back to this page with the same choices), then
 * POST /api/bookings, which checks and prices everything again. Field messages come back as
 * `errors`; a slot taken meanwhile also calls `onConflict` so the picker can refresh. With
 * payments online the booking comes back as a hold with the order to pay (`payment`).
 */
export function useBookingSubmit() {
  const { requireAuth } = useBookingGate();
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (
      request: BookingRequest,
      {
        extra,
        onConflict,
        endpoint = "/api/bookings",
      }: {
        extra?: Record<string, unknown>;
        onConflict?: () => void;
        /** "Book on the company" posts to /api/bookings/company (0100). */
        endpoint?: string;
      } = {},
    ): Promise<SubmitOutcome> => {
      const planned = planBooking(request, new Date());
      if (!planned.ok) return { ok: false, errors: { [planned.field]: planned.message } };
      setBusy(true);
      if (!(await requireAuth(currentPath()))) {
        setBusy(false);
        return { ok: false, errors: {} };
      }
      const answer = await postJson<{ booking: Booking; payment: PaymentRequest | null }>(
        endpoint,
        {
          ...request,
          ...extra,
        },
      );
      setBusy(false);
      if (answer.ok) return { ok: true, booking: answer.booking, payment: answer.payment ?? null };
      if (answer.status === 409) {
        onConflict?.();
        toast.error(answer.message, { duration: BOOKING_TOAST_MS });
      } else if (!answer.fieldErrors) {
        toast.error("We couldn't complete your booking", {
          description: answer.message,
          duration: BOOKING_TOAST_MS,
        });
      }
      return { ok: false, errors: answer.fieldErrors ?? {} };
    },
    [requireAuth],
  );

  return { submit, busy };
}
