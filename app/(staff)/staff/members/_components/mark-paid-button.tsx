"use client";

import { useState } from "react";
import type { DeskPaymentMethod } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";
import { PaymentRecordFields } from "./payment-record-fields";
import { StaffActionDialog } from "./staff-action-dialog";

/** Records an invoice paid at the desk or by bank, with how and its reference (UTR, cheque no.). */
export function MarkPaidButton({
  invoiceId,
  number,
  amount,
}: {
  invoiceId: string;
  number: string;
  amount: number;
}) {
  const [method, setMethod] = useState<DeskPaymentMethod>("UPI");
  const [reference, setReference] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Mark paid", for: number }}
      title={`Mark ${number} paid`}
      description={`${formatInr(amount)} received. A first invoice paid makes its membership active.`}
      submit={{ label: "Mark paid", busyLabel: "Saving..." }}
      url={`/api/staff/membership-invoices/${invoiceId}/paid`}
      body={() => ({ method, reference: reference.trim() })}
      done="Invoice marked paid"
    >
      {(errors) => (
        <PaymentRecordFields
          id={`paid-${invoiceId}`}
          method={method}
          reference={reference}
          errors={errors}
          onMethod={setMethod}
          onReference={setReference}
        />
      )}
    </StaffActionDialog>
  );
}
