"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { SERIES_MAX_WEEKS } from "@/lib/bookings/series/rules";
import type { RepeatWeeklyProps } from "./repeat-weekly-props";

// Most bookings are one date: the series' code loads when the switch is turned on, so the room
// and studio pages stay within their first-load budget (tests/e2e/performance-budget.spec.ts).
const RepeatWeeklyPanel = dynamic(
  () => import("./repeat-weekly-panel").then((m) => m.RepeatWeeklyPanel),
  { ssr: false, loading: () => <p className="text-muted-foreground text-sm">Loading…</p> },
);

/**
 * "Repeat weekly" for a room or the studio: the same weekday and time for 2 to 12 weeks. The
 * member first sees every date with its price and any that is taken or closed, skips those (or
 * any other), then books and pays the whole series at once.
 */
export function RepeatWeekly({ request, buyer }: RepeatWeeklyProps) {
  const [on, setOn] = useState(false);
  return (
    <section
      aria-label="Repeat weekly"
      className="space-y-4 border-t pt-6"
      data-testid="repeat-weekly"
    >
      <div className="flex items-start gap-3">
        <Switch id="repeat-weekly" checked={on} onCheckedChange={setOn} />
        <div className="grid gap-0.5">
          <Label htmlFor="repeat-weekly">Repeat weekly</Label>
          <p className="text-muted-foreground text-sm">
            The same weekday and time for up to {SERIES_MAX_WEEKS} weeks, paid at once.
          </p>
        </div>
      </div>
      {on ? <RepeatWeeklyPanel request={request} buyer={buyer} /> : null}
    </section>
  );
}
