"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import {
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  SERIES_TEXT,
  clampSeriesWeeks,
  type SeriesDate,
} from "@/lib/bookings/series/rules";
import type { Booking } from "@/lib/bookings/types";
import { formatDateLabel } from "@/lib/format";
import { PAYMENT_TOASTS, payOnline, type PaymentRequest } from "@/lib/payments/client/pay-online";
import { bookingTitle, formatInr } from "@/lib/pricing";
import { toast } from "@/lib/toast";
import { NumberStepper } from "../number-stepper";
import type { RepeatWeeklyProps } from "./repeat-weekly-props";
import { SeriesDateList } from "./series-date-list";

type Booked = { dates: Booking[]; paid: boolean };
type Held = { dates: Booking[]; payment: PaymentRequest };

const DEFAULT_WEEKS = 4;
const HOLD_NOTE = "Unpaid, the dates are held for 15 minutes and then released.";

/**
 * The series once "Repeat weekly" is on (loaded then, not with the booking page): how many weeks,
 * every date with its price and any that is taken or closed, the dates to skip, then one booking
 * and one payment for them all. Turning the switch off unmounts it, which forgets the dates.
 */
export function RepeatWeeklyPanel({ request, buyer }: RepeatWeeklyProps) {
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const [dates, setDates] = useState<SeriesDate[] | null>(null);
  const [skip, setSkip] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [unpaid, setUnpaid] = useState<Held | null>(null);

  const reset = () => {
    setDates(null);
    setSkip(new Set());
    setError(null);
    setBooked(null);
    setUnpaid(null);
  };

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
  async function pay(held: Held) {
    setBusy(true);
    setError(null);
    const first = held.dates[0]!;
    const paid = await payOnline(held.payment, {
      description: titleOf(held.dates),
      prefill: { name: first.contactName, email: first.contactEmail },
      holdNote: HOLD_NOTE,
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

  return (
    <div className="space-y-4">
      <NumberStepper
        id="repeat-weeks"
        label="Weeks"
        unit="weeks"
        value={weeks}
        min={SERIES_MIN_WEEKS}
        max={SERIES_MAX_WEEKS}
        clamp={clampSeriesWeeks}
        onChange={(next) => {
          setWeeks(next);
          reset();
        }}
      />
      {!dates && !booked ? (
        <Button type="button" variant="outline" onClick={check} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Check dates
        </Button>
      ) : null}
      {unpaid ? (
        <div role="status" className="space-y-2 text-sm" data-testid="series-unpaid">
          <p>
            {unpaid.dates.length} dates held, not paid yet. {HOLD_NOTE}
          </p>
          <Button type="button" onClick={() => pay(unpaid)} disabled={busy}>
            Pay {formatInr(unpaid.payment.amount)} now
          </Button>
        </div>
      ) : null}
      {dates && !booked && !unpaid ? (
        <SeriesDateList
          request={request}
          dates={dates}
          skip={skip}
          onSkip={setSkip}
          busy={busy}
          onBook={book}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm" data-testid="series-error">
          {error}
        </p>
      ) : null}
      {booked ? (
        <div
          role="status"
          className="bg-muted/50 rounded-xl p-4 text-sm"
          data-testid="series-booked"
        >
          <p className="font-medium">
            {booked.paid ? "Repeating booking confirmed" : "Repeating booking made"}:{" "}
            {booked.dates.length} dates
          </p>
          <p className="text-muted-foreground mt-1">
            Each date can be cancelled on its own from your{" "}
            <Link href="/dashboard#bookings" className="underline">
              dashboard
            </Link>
            .
          </p>
        </div>
      ) : null}
    </div>
  );
}
