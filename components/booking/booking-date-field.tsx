"use client";

import { useHydrated } from "@/components/hooks/use-hydrated";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { clubToday, latestBookingDate } from "@/lib/pricing";

export type BookingDateFieldProps = {
  value: string;
  error?: string;
  now: Date;
  onChange: (date: string) => void;
};

/** The date of a room, studio or day-pass booking: from today to the end of the booking window. */
export function BookingDateField({ value, error, now, onChange }: BookingDateFieldProps) {
  // A date typed before hydration would be reset to the default by React: disabled until then.
  const hydrated = useHydrated();
  return (
    <Field id="date" label="Date" error={error} hint="Weekdays only.">
      <Input
        id="date"
        name="date"
        type="date"
        min={clubToday(now)}
        disabled={!hydrated}
        max={latestBookingDate(now)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "date-error" : undefined}
        className="sm:max-w-xs"
      />
    </Field>
  );
}
