"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS, clampSeriesWeeks } from "@/lib/bookings/series/rules";
import { NumberStepper } from "../number-stepper";
import type { RepeatWeeklyProps } from "./repeat-weekly-props";
import { SeriesDateList } from "./series-date-list";
import { SeriesBookedNote, SeriesUnpaid } from "./series-outcome";
import { useRepeatWeekly } from "./use-repeat-weekly";

/**
 * The series once "Repeat weekly" is on (loaded then, not with the booking page): how many weeks,
 * every date with its price and any that is taken or closed, the dates to skip, then one booking
 * and one payment for them all. Turning the switch off unmounts it, which forgets the dates.
 */
export function RepeatWeeklyPanel(props: RepeatWeeklyProps) {
  const series = useRepeatWeekly(props);
  const { dates, booked, unpaid, busy, error } = series;
  return (
    <div className="space-y-4">
      <NumberStepper
        id="repeat-weeks"
        label="Weeks"
        unit="weeks"
        value={series.weeks}
        min={SERIES_MIN_WEEKS}
        max={SERIES_MAX_WEEKS}
        clamp={clampSeriesWeeks}
        onChange={series.changeWeeks}
      />
      {!dates && !booked ? (
        <Button type="button" variant="outline" onClick={series.check} disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Check dates
        </Button>
      ) : null}
      {unpaid ? (
        <SeriesUnpaid unpaid={unpaid} busy={busy} onPay={() => series.pay(unpaid)} />
      ) : null}
      {dates && !booked && !unpaid ? (
        <SeriesDateList
          request={props.request}
          dates={dates}
          skip={series.skip}
          onSkip={series.setSkip}
          busy={busy}
          onBook={series.book}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm" data-testid="series-error">
          {error}
        </p>
      ) : null}
      {booked ? <SeriesBookedNote booked={booked} /> : null}
    </div>
  );
}
