"use client";

import { useState } from "react";
import { postJson } from "@/lib/api-client";
import { SERIES_TEXT, type SeriesDate } from "@/lib/bookings/series/rules";
import type { Booking } from "@/lib/bookings/types";
import { formatDateLabel } from "@/lib/format";
import { PAYMENT_TOASTS, payOnline, type PaymentRequest } from "@/lib/payments/client/pay-online";
import { bookingTitle, formatInr } from "@/lib/pricing";
import { toast } from "@/lib/toast";
import type { RepeatWeeklyProps } from "./repeat-weekly-props";

export type SeriesBooked = { dates: Booking[]; paid: boolean };
export type SeriesHeld = { dates: Booking[]; payment: PaymentRequest };

const DEFAULT_WEEKS = 4;
export const SERIES_HOLD_NOTE = "Unpaid, the dates are held for 15 minutes and then released.";

/**
 * The state of "Repeat weekly" and its three steps: check the dates, book them (skipping some),
 * and pay the series' one order now or, while its hold lasts, again.
 */
export function useRepeatWeekly({ request, buyer }: RepeatWeeklyProps) {
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const [dates, setDates] = useState<SeriesDate[] | null>(null);
  const [skip, setSkip] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<SeriesBooked | null>(null);
  const [unpaid, setUnpaid] = useState<SeriesHeld | null>(null);

  /** Another number of weeks: the dates checked so far no longer apply. */
  function changeWeeks(next: number) {
    setWeeks(next);
    setDates(null);
    setSkip(new Set());
    setError(null);
    setBooked(null);
    setUnpaid(null);
  }

  async function check() {
    setBusy(true);
    setError(null);
    const answer = await postJson<{ dates: SeriesDate[] }>("/api/bookings/series/preview", {
      request,
      weeks,
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    // Nothing is skipped for the member: they choose, and a date that cannot be booked says so.
    setDates(answer.dates);
    setSkip(new Set());
  }

  async function book() {
    if (!dates) return;
    const missing = dates.find((d) => d.state !== "free" && !skip.has(d.date));
    if (missing) return setError(SERIES_TEXT.skipFirst(missing.date));
    if (skip.size >= dates.length) return setError(SERIES_TEXT.everySkipped);
    setBusy(true);
    setError(null);
    const answer = await postJson<{ dates: Booking[]; payment: PaymentRequest | null }>(
      "/api/bookings/series",
      {
        request,
        weeks,
        skip: [...skip],
        buyer: {
          billingCompany: buyer.billingCompany.trim(),
          billingGstin: buyer.billingGstin.trim(),
          billingAddress: buyer.billingAddress.trim(),
          billingState: buyer.billingState,
        },
      },
    );
    if (!answer.ok) {
      setBusy(false);
      return setError(answer.message);
    }
    if (!answer.payment) {
      setBusy(false);
      setBooked({ dates: answer.dates, paid: false });
      return toast.success("Repeating booking confirmed", { description: titleOf(answer.dates) });
    }
    await pay({ dates: answer.dates, payment: answer.payment });
  }

  function titleOf(booked: Booking[]) {
    return `${bookingTitle(booked[0]!.quote)}, every week from ${formatDateLabel(request.date)}`;
  }

  /** The series' one order, paid now or (closed, failed) again while its hold lasts. */
  async function pay(held: SeriesHeld) {
    setBusy(true);
    setError(null);
    const first = held.dates[0]!;
    const paid = await payOnline(held.payment, {
      description: titleOf(held.dates),
      prefill: { name: first.contactName, email: first.contactEmail },
      holdNote: SERIES_HOLD_NOTE,
      refundReason: "Your hold had ended and a date was booked by someone else",
      lateSuccess: { title: PAYMENT_TOASTS.lateSuccess, description: PAYMENT_TOASTS.seeDashboard },
    });
    setBusy(false);
    if (paid.kind === "paid") {
      setUnpaid(null);
      setBooked({ dates: held.dates, paid: true });
      toast.success("Repeating booking confirmed", {
        description: `${held.dates.length} dates, ${formatInr(held.payment.amount)} paid.`,
      });
    } else if (paid.kind === "unpaid") {
      setUnpaid(held);
    } else {
      setUnpaid(null);
      setDates(null);
    }
  }

  return {
    weeks,
    changeWeeks,
    dates,
    skip,
    setSkip,
    error,
    busy,
    booked,
    unpaid,
    check,
    book,
    pay,
  };
}
