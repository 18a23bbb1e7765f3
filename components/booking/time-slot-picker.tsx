"use client";

import { MEETING_SLOTS, formatClubTime, isSlotOpen } from "@/lib/pricing";
import { cn } from "@/lib/utils";

export type TimeSlotPickerProps = {
  id: string;
  date: string;
  value: string;
  onChange: (time: string) => void;
  taken: readonly string[];
  loading: boolean;
  failed: boolean;
  now: Date;
  error?: string;
};

/**
 * Hourly start times from opening to an hour before closing, as a radio group. Slots already
 * booked say so and cannot be chosen; nor can those less than an hour away.
 */
export function TimeSlotPicker({
  id,
  date,
  value,
  onChange,
  taken,
  loading,
  failed,
  now,
  error,
}: TimeSlotPickerProps) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : `${id}-status`}
      aria-busy={loading || undefined}
    >
      <legend className="text-foreground text-sm font-medium">Start time</legend>
      <div
        className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
        data-testid="time-slots"
      >
        {MEETING_SLOTS.map((slot) => {
          const isTaken = taken.includes(slot);
          const open = isSlotOpen(date, slot, now);
          const note = isTaken ? "Taken" : open ? null : "Unavailable";
          return (
            <label
              key={slot}
              data-slot={slot}
              data-status={isTaken ? "taken" : open ? "open" : "closed"}
              className={cn(
                "bg-background flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm transition-colors",
                "hover:border-accent has-checked:border-accent has-checked:bg-accent has-checked:text-accent-foreground",
                "has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2",
                "has-disabled:bg-muted has-disabled:text-muted-foreground has-disabled:hover:border-border has-disabled:cursor-not-allowed",
                "has-checked:has-disabled:border-destructive has-checked:has-disabled:bg-muted",
              )}
            >
              <input
                type="radio"
                name={id}
                value={slot}
                checked={value === slot}
                disabled={isTaken || !open}
                onChange={() => onChange(slot)}
                className="sr-only"
                aria-invalid={error && value === slot ? true : undefined}
              />
              <span className="font-medium tabular-nums">{formatClubTime(slot)}</span>
              {note ? <span className="text-xs">{note}</span> : null}
            </label>
          );
        })}
      </div>
      <p id={`${id}-status`} className="text-muted-foreground mt-2 text-xs" aria-live="polite">
        {loading
          ? "Checking availability…"
          : failed
            ? "We couldn't check availability just now; your booking is checked when you confirm."
            : "Times are the club's (India Standard Time)."}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-destructive mt-1 text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
