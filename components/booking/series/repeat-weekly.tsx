"use client";

import { useState } from "react";
import { Loader2 } from "lucide-react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { postJson } from "@/lib/api-client";
import {
  SERIES_MAX_WEEKS,
  SERIES_MIN_WEEKS,
  SERIES_TEXT,
  clampSeriesWeeks,
  seriesDateNote,
  seriesTotal,
  type SeriesDate,
} from "@/lib/bookings/series/rules";
import type { Booking } from "@/lib/bookings/types";
import { formatDateLabel, formatClubTime } from "@/lib/format";
import { PAYMENT_TOASTS, payOnline, type PaymentRequest } from "@/lib/payments/client/pay-online";
import { bookingTitle, formatInr, type BookingRequest } from "@/lib/pricing";
import { toast } from "@/lib/toast";
import type { Billing } from "@/components/payments/billing-fields";
import { NumberStepper } from "../number-stepper";

type Props = {
  /** The room or studio request of the form, its date the series' first. */
  request: BookingRequest & { kind: "meeting-room" | "podcast-studio" };
  /** The company and GSTIN (with a GSTIN, the billing address and state) for the tax invoice. */
  buyer: Billing;
};

type Booked = { dates: Booking[]; paid: boolean };
type Held = { dates: Booking[]; payment: PaymentRequest };

const HOLD_NOTE = "Unpaid, the dates are held for 15 minutes and then released.";

const DEFAULT_WEEKS = 4;

/**
 * "Repeat weekly" for a room or the studio: the same weekday and time for 2 to 12 weeks. The
 * member first sees every date with its price and any that is taken or closed, skips those (or
 * any other), then books and pays the whole series at once.
 */
export function RepeatWeekly({ request, buyer }: Props) {
  const [on, setOn] = useState(false);
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

  const total = dates ? seriesTotal(dates, skip) : 0;
  const count = dates ? dates.length - dates.filter((d) => skip.has(d.date)).length : 0;

  return (
    <section
      aria-label="Repeat weekly"
      className="space-y-4 border-t pt-6"
      data-testid="repeat-weekly"
    >
      <div className="flex items-start gap-3">
        <Switch
          id="repeat-weekly"
          checked={on}
          onCheckedChange={(next) => {
            setOn(next);
            reset();
          }}
        />
        <div className="grid gap-0.5">
          <Label htmlFor="repeat-weekly">Repeat weekly</Label>
          <p className="text-muted-foreground text-sm">
            The same weekday and time for up to {SERIES_MAX_WEEKS} weeks, paid at once.
          </p>
        </div>
      </div>
      {on ? (
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
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">
                Every {formatDateLabel(request.date).slice(0, 3)} at {formatClubTime(request.time)}
              </legend>
              <ul className="divide-y rounded-xl border" data-testid="series-dates">
                {dates.map((d) => {
                  const id = `skip-${d.date}`;
                  return (
                    <li
                      key={d.date}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
                    >
                      <span className="min-w-28 font-medium">{formatDateLabel(d.date)}</span>
                      <span
                        className={
                          d.state === "free" ? "text-muted-foreground" : "text-destructive"
                        }
                      >
                        {seriesDateNote(d)}
                      </span>
                      <span className="ml-auto tabular-nums">{formatInr(d.price)}</span>
                      <span className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={skip.has(d.date)}
                          onCheckedChange={(checked) =>
                            setSkip((current) => {
                              const next = new Set(current);
                              if (checked === true) next.add(d.date);
                              else next.delete(d.date);
                              return next;
                            })
                          }
                        />
                        <Label htmlFor={id} className="font-normal">
                          Skip<span className="sr-only"> {formatDateLabel(d.date)}</span>
                        </Label>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="text-sm font-medium" data-testid="series-total">
                {count} {count === 1 ? "date" : "dates"}: {formatInr(total)} incl. GST
              </p>
              <Button type="button" onClick={book} disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {busy ? "Booking..." : `Book ${count} ${count === 1 ? "date" : "dates"}`}
              </Button>
            </fieldset>
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
      ) : null}
    </section>
  );
}
