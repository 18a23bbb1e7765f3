"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { earliestMoveInDate } from "@/lib/pricing";

/** A desk's move-in date (required) or an office's preferred one (optional), from tomorrow on. */
export function MoveInDateField({
  optional,
  value,
  error,
  now,
  onChange,
}: {
  optional: boolean;
  value: string;
  error?: string;
  now: Date;
  onChange: (date: string) => void;
}) {
  return (
    <Field
      id="moveInDate"
      label={optional ? "Preferred move-in date (optional)" : "Move-in date"}
      error={error}
    >
      <Input
        id="moveInDate"
        name="moveInDate"
        type="date"
        min={earliestMoveInDate(now)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "moveInDate-error" : undefined}
        className="sm:max-w-xs"
      />
    </Field>
  );
}
