"use client";

import { TextField } from "@/components/ui/text-field";
import type { DeskPaymentMethod } from "@/lib/memberships/types";
import { MethodField } from "./method-field";

/** How money moved at the desk or by bank, and its reference (UTR, cheque number), as staff record it. */
export function PaymentRecordFields({
  id,
  method,
  reference,
  errors,
  onMethod,
  onReference,
}: {
  /** Makes the fields' ids unique on a page of many rows. */
  id: string;
  method: DeskPaymentMethod;
  reference: string;
  errors: Record<string, string | undefined>;
  onMethod: (method: DeskPaymentMethod) => void;
  onReference: (reference: string) => void;
}) {
  return (
    <>
      <MethodField
        id={`${id}-method`}
        label="Method"
        value={method}
        onChange={onMethod}
        error={errors.method}
      />
      <TextField
        id={`${id}-reference`}
        label="Reference"
        required
        value={reference}
        onChange={(e) => onReference(e.target.value)}
        error={errors.reference}
        maxLength={100}
      />
    </>
  );
}
