"use client";

import { TextField } from "@/components/ui/text-field";

export type SaleBilling = { billingCompany: string; billingGstin: string };

export const NO_BILLING: SaleBilling = { billingCompany: "", billingGstin: "" };

/** The company and GSTIN the sale's tax invoice is made out to (both optional). */
export function DeskSaleBilling({
  value,
  onChange,
  errors,
}: {
  value: SaleBilling;
  onChange: (update: (billing: SaleBilling) => SaleBilling) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="sale-company"
        label="Company on the invoice"
        maxLength={120}
        value={value.billingCompany}
        error={errors.billingCompany}
        onChange={(event) => onChange((b) => ({ ...b, billingCompany: event.target.value }))}
      />
      <TextField
        id="sale-gstin"
        label="GSTIN"
        maxLength={15}
        value={value.billingGstin}
        error={errors.billingGstin}
        onChange={(event) => onChange((b) => ({ ...b, billingGstin: event.target.value }))}
      />
    </div>
  );
}
