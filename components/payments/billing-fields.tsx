"use client";

import { BillingAddressFields } from "@/components/payments/billing-address-fields";
import { TextField } from "@/components/ui/text-field";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";

export type Billing = {
  billingCompany: string;
  billingGstin: string;
  /** Asked only with a GSTIN (BillingAddressFields). */
  billingAddress: string;
  billingState: string;
};
export const NO_BILLING: Billing = {
  billingCompany: "",
  billingGstin: "",
  billingAddress: "",
  billingState: "",
};

export type BillingFieldsProps = {
  value: Billing;
  errors: Record<string, string | undefined>;
  onChange: (billing: Partial<Billing>) => void;
};

/**
 * The company and GSTIN for a GST tax invoice, both optional; the booking form shows them when
 * payments are online (an invoice is issued for each online payment). With a GSTIN, the billing
 * address and its state too. Open while it holds anything.
 */
export function BillingFields({ value, errors, onChange }: BillingFieldsProps) {
  const filled = Boolean(value.billingCompany || value.billingGstin || errors.billingGstin);
  return (
    <details className="rounded-xl border p-4" open={filled || undefined}>
      <summary className="cursor-pointer text-sm font-medium">
        Add your company&apos;s GSTIN to the tax invoice (optional)
      </summary>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          id="billingCompany"
          label="Company name"
          autoComplete="organization"
          value={value.billingCompany}
          onChange={(event) => onChange({ billingCompany: event.target.value })}
          error={errors.billingCompany}
          maxLength={BOOKING_LIMITS.company}
        />
        <TextField
          id="billingGstin"
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          value={value.billingGstin}
          onChange={(event) => onChange({ billingGstin: event.target.value.toUpperCase() })}
          error={errors.billingGstin}
          maxLength={15}
        />
        {value.billingGstin.trim() ? (
          <BillingAddressFields
            address={value.billingAddress}
            state={value.billingState}
            errors={errors}
            onChange={onChange}
          />
        ) : null}
      </div>
    </details>
  );
}
