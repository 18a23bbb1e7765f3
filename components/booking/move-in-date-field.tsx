"use client";

import { useHydrated } from "@/components/hooks/use-hydrated";
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
  // A date typed before hydration would be reset to the default by React (issue 27's faster
  // first paint made that race a certainty in the browser tests): disabled until then.
  const hydrated = useHydrated();
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
        disabled={!hydrated}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "moveInDate-error" : undefined}
        className="sm:max-w-xs"
      />
    </Field>
  );
}
