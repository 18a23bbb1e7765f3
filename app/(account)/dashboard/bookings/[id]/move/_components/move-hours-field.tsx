import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { MEETING_MAX_HOURS, MEETING_SLOTS, type TimedResource } from "@/lib/pricing";

/** Whole hours that still end by closing from the chosen start (all of them before one is chosen). */
export function hoursToClosing(resource: TimedResource | null, time: string): number {
  return Math.min(
    resource === "studio" ? MEETING_SLOTS.length : MEETING_MAX_HOURS,
    time ? MEETING_SLOTS.length - MEETING_SLOTS.indexOf(time) : MEETING_MAX_HOURS,
  );
}

/** How many hours the moved booking lasts: 1 up to what still ends by closing; fixed for a series date. */
export function MoveHoursField({
  value,
  maxHours,
  fixed,
  error,
  onChange,
}: {
  value: number;
  maxHours: number;
  fixed: boolean;
  error?: string;
  onChange: (hours: number) => void;
}) {
  return (
    <Field
      id="hours"
      label="Hours"
      error={error}
      hint={fixed ? "Paid online: the same hours as booked." : undefined}
    >
      <NativeSelect
        id="hours"
        name="hours"
        disabled={fixed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "hours-error" : undefined}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {Array.from({ length: Math.max(1, maxHours) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? "hour" : "hours"}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
