"use client";

import { formatClubTime, formatDateLabel } from "@/lib/format";
import type { TourSlot } from "@/lib/tours/types";
import type { TourSlotsState } from "./use-tour-slots";
import { cn } from "@/lib/utils";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";

export type TourPickerState = { days: string[]; date: string | null; slots: TourSlot[] };

/**
 * A tour's date and 30-minute slot. The server renders the default day's slots; choosing another
 * day fetches its slots (useTourSlots). Full slots stay listed, disabled and marked "Full".
 */
export function TourSlotPicker({
  days,
  dateLabel,
  date,
  time,
  onChange,
  errors,
  state,
}: {
  /** The days offered (tourDays on the server). */
  days: string[];
  dateLabel: string;
  date: string;
  time: string;
  onChange: (next: { date: string; time: string }) => void;
  errors: { date?: string; time?: string };
  /** The shown day's slots (useTourSlots), which the form reloads after a refusal. */
  state: TourSlotsState;
}) {
  const { slots, loading, loadError, load } = state;

  function chooseDay(next: string) {
    onChange({ date: next, time: "" });
    void load(next);
  }

  return (
    <>
      <Field id="preferredDate" label={dateLabel} error={errors.date}>
        <NativeSelect
          id="preferredDate"
          name="preferredDate"
          value={date}
          onChange={(event) => chooseDay(event.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? "preferredDate-error" : undefined}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {formatDateLabel(day)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.time ? "tourTime-error" : undefined}
        aria-busy={loading}
      >
        <legend className="text-sm font-medium">Time (30 minutes)</legend>
        <p aria-live="polite" className="text-muted-foreground mt-1 text-xs">
          {loading
            ? "Loading times…"
            : (loadError ?? (slots.length === 0 ? "No times left on this day." : ""))}
        </p>
        <div id="tourTime" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" tabIndex={-1}>
          {slots.map((slot) => (
            <label
              key={slot.startsAt}
              data-status={slot.full ? "full" : "open"}
              className={cn(
                "bg-background flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm transition-colors",
                // The theme's accent (globals.css has no "primary"), as the booking time picker.
                "hover:border-accent has-checked:border-accent has-checked:bg-accent has-checked:text-accent-foreground",
                "has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2",
                slot.full &&
                  "bg-muted text-muted-foreground hover:border-border cursor-not-allowed",
              )}
            >
              <input
                type="radio"
                name="tourTime"
                value={slot.time}
                checked={time === slot.time}
                disabled={slot.full || loading}
                onChange={() => onChange({ date, time: slot.time })}
                className="sr-only"
              />
              {/* Only the time is struck through: a line on the label would cross "Full" too
                  (a descendant cannot take a parent's text decoration off). */}
              <span className={cn("font-medium tabular-nums", slot.full && "line-through")}>
                {formatClubTime(slot.time)}
              </span>
              {slot.full ? <span className="text-xs">Full</span> : null}
            </label>
          ))}
        </div>
        {errors.time ? (
          <p id="tourTime-error" role="alert" className="text-destructive mt-2 text-sm">
            {errors.time}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
