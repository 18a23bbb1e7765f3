"use client";

import type { Dispatch, SetStateAction } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { seriesDateNote, seriesTotal, type SeriesDate } from "@/lib/bookings/series/rules";
import { formatClubTime, formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import type { RepeatWeeklyProps } from "./repeat-weekly-props";

type Props = {
  request: RepeatWeeklyProps["request"];
  dates: SeriesDate[];
  skip: Set<string>;
  onSkip: Dispatch<SetStateAction<Set<string>>>;
  busy: boolean;
  onBook: () => void;
};

/** Every date of a series with its price and state, each with "Skip", the total, and Book. */
export function SeriesDateList({ request, dates, skip, onSkip, busy, onBook }: Props) {
  const total = seriesTotal(dates, skip);
  const count = dates.length - dates.filter((d) => skip.has(d.date)).length;
  return (
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
              <span className={d.state === "free" ? "text-muted-foreground" : "text-destructive"}>
                {seriesDateNote(d)}
              </span>
              <span className="ml-auto tabular-nums">{formatInr(d.price)}</span>
              <span className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={skip.has(d.date)}
                  onCheckedChange={(checked) =>
                    onSkip((current) => {
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
      <Button type="button" onClick={onBook} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Booking..." : `Book ${count} ${count === 1 ? "date" : "dates"}`}
      </Button>
    </fieldset>
  );
}
