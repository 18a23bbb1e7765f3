"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { GST_STATES } from "@/lib/validation/states";
import { INVOICE_ADDRESS_MAX } from "@/lib/validation/invoice-address";

const STATES = Object.entries(GST_STATES);

type Props = {
  /** False where the address is welcome but not required (an individual's small invoices). */
  required?: boolean;
  address: string;
  state: string;
  errors: Record<string, string | undefined>;
  onChange: (change: { billingAddress?: string; billingState?: string }) => void;
};

/**
 * The billing address and its state, asked only once a GSTIN is given: a tax invoice to a
 * registered buyer names both (CGST rule 46(e)); the server checks the state is the GSTIN's.
 */
export function BillingAddressFields({ required = true, address, state, errors, onChange }: Props) {
  return (
    <>
      <TextField
        id="billingAddress"
        label="Billing address"
        required={required}
        autoComplete="street-address"
        className="sm:col-span-2"
        value={address}
        onChange={(event) => onChange({ billingAddress: event.target.value })}
        error={errors.billingAddress}
        maxLength={INVOICE_ADDRESS_MAX}
      />
      <Field id="billingState" label="State" error={errors.billingState}>
        <NativeSelect
          id="billingState"
          value={state}
          aria-invalid={errors.billingState ? true : undefined}
          aria-describedby={errors.billingState ? "billingState-error" : undefined}
          onChange={(event) => onChange({ billingState: event.target.value })}
        >
          <option value="">Choose a state</option>
          {STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
