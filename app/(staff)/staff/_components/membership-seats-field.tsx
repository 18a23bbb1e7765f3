"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { DESK_MAX_SEATS } from "@/lib/memberships/billing";
import { OFFICE_SEAT_OPTIONS } from "@/lib/pricing";
import type { DraftFieldProps } from "./membership-company-fields";
import type { MembershipDraft } from "./membership-draft";

/**
 * Seats, as each plan sells them: a managed office by its sizes, desks one by one, and a virtual
 * office has none to choose.
 */
export function MembershipSeatsField({
  plan,
  field,
}: {
  plan: MembershipDraft["plan"];
  field: DraftFieldProps;
}) {
  const seats = field("seats");
  return (
    <Field id="m-seats" label="Seats" error={seats.error}>
      {plan === "managed-office" ? (
        <NativeSelect id="m-seats" value={seats.value} onChange={seats.onChange}>
          {OFFICE_SEAT_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count} seats
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          id="m-seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={DESK_MAX_SEATS}
          disabled={plan === "virtual-office"}
          aria-invalid={Boolean(seats.error)}
          aria-describedby={seats.error ? "m-seats-error" : undefined}
          value={seats.value}
          onChange={seats.onChange}
        />
      )}
    </Field>
  );
}
