"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from "@/lib/memberships/types";

/** How money moved at the desk or by bank: UPI, NEFT, cheque or cash. */
export function MethodField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: DeskPaymentMethod;
  onChange: (method: DeskPaymentMethod) => void;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DeskPaymentMethod)}
      >
        {DESK_PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
