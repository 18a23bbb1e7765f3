"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import type { DeskPaymentMethod, LateFee } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";
import { PaymentRecordFields } from "../../members/_components/payment-record-fields";
import { StaffActionDialog } from "../../members/_components/staff-action-dialog";

/** Records a late fee paid at the desk or by bank, with how and its reference. */
export function LateFeePaidButton({ fee }: { fee: LateFee }) {
  const [method, setMethod] = useState<DeskPaymentMethod>("UPI");
  const [reference, setReference] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Mark paid", for: fee.number }}
      title={`Mark ${fee.number} paid`}
      description={`${formatInr(fee.amount)} received for the late fee.`}
      submit={{ label: "Mark paid", busyLabel: "Saving..." }}
      url={`/api/staff/membership-late-fees/${fee.id}/paid`}
      body={() => ({ method, reference: reference.trim() })}
      done="Late fee marked paid"
    >
      {(errors) => (
        <PaymentRecordFields
          id={`late-fee-paid-${fee.id}`}
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

/** Reverses an unpaid late fee: a credit note of its very figures, with the reason logged. */
export function LateFeeReverseButton({ fee }: { fee: LateFee }) {
  const [reason, setReason] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Reverse", for: fee.number, variant: "ghost" }}
      title={`Reverse the late fee ${fee.number}?`}
      description={`${fee.holder}, ${formatInr(fee.amount)}. A credit note cancels it; the member owes nothing for it.`}
      submit={{ label: "Reverse late fee", busyLabel: "Reversing...", destructive: true }}
      url={`/api/staff/membership-late-fees/${fee.id}/reverse`}
      body={() => ({ reason: reason.trim() })}
      done="Late fee reversed"
    >
      {(errors) => (
        <TextField
          id={`late-fee-reason-${fee.id}`}
          label="Reason"
          required
          multiline
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          maxLength={500}
        />
      )}
    </StaffActionDialog>
  );
}
