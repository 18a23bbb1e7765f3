"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { GST_STATES } from "@/lib/validation/states";
import type { MembershipDraft } from "./membership-draft";

const STATES = Object.entries(GST_STATES);

/** What a text field of the draft needs: its value, its error and how it changes. */
export type DraftFieldProps = (name: keyof MembershipDraft) => {
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

type Props = {
  draft: MembershipDraft;
  errors: Record<string, string>;
  disabled: boolean;
  field: DraftFieldProps;
  onGstin: (gstin: string) => void;
};

/**
 * The company a membership is billed to (its invoices then carry the company's GSTIN and place
 * of supply). Folded away until used; open while it holds anything or an error.
 */
export function MembershipCompanyFields({ draft, errors, disabled, field, onGstin }: Props) {
  return (
    <details
      className="rounded-xl border p-4"
      open={Boolean(draft.companyName || draft.gstin || errors.gstin) || undefined}
    >
      <summary className="cursor-pointer text-sm font-medium">
        Billed to a company (optional)
      </summary>
      <fieldset disabled={disabled} className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2">
        <TextField id="m-company" label="Legal name" {...field("companyName")} />
        <TextField
          id="m-gstin"
          label="GSTIN"
          spellCheck={false}
          maxLength={15}
          {...field("gstin")}
          onChange={(e) => onGstin(e.target.value.toUpperCase())}
        />
        <TextField
          id="m-address"
          label="Billing address"
          className="sm:col-span-2"
          {...field("billingAddress")}
        />
        <Field id="m-state" label="State (place of supply)" error={errors.billingState}>
          <NativeSelect id="m-state" {...field("billingState")}>
            <option value="">From the GSTIN</option>
            {STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </fieldset>
    </details>
  );
}
