"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import type { DeskPaymentMethod } from "@/lib/memberships/types";
import { formatInr, rupees } from "@/lib/pricing";
import { PaymentRecordFields } from "./payment-record-fields";
import { StaffActionDialog } from "./staff-action-dialog";

/** Records a deposit's refund: how, its reference, and any deduction with its reason (in writing). */
export function DepositRefundButton({
  membershipId,
  holder,
  deposit,
}: {
  membershipId: string;
  holder: string;
  deposit: number;
}) {
  const [method, setMethod] = useState<DeskPaymentMethod>("NEFT");
  const [reference, setReference] = useState("");
  const [deduction, setDeduction] = useState("");
  const [reason, setReason] = useState("");
  const kept = Number(deduction) > 0 ? rupees(Number(deduction)) : 0;
  return (
    <StaffActionDialog
      trigger={{ label: "Record refund", for: holder }}
      title="Record the deposit's refund"
      description={`${holder}: deposit ${formatInr(deposit)}. The member is e-mailed the refund and any deduction.`}
      submit={{ label: "Record refund", busyLabel: "Saving..." }}
      url={`/api/staff/memberships/${membershipId}/deposit-refund`}
      body={() => ({
        method,
        reference: reference.trim(),
        deduction: Number.isFinite(Number(deduction)) ? kept : Number.NaN,
        deductionReason: reason.trim() || undefined,
      })}
      done="Deposit refund recorded"
    >
      {(errors) => (
        <>
          <PaymentRecordFields
            id={`refund-${membershipId}`}
            method={method}
            reference={reference}
            errors={errors}
            onMethod={setMethod}
            onReference={setReference}
          />
          <TextField
            id={`refund-deduction-${membershipId}`}
            label="Deduction in rupees"
            inputMode="decimal"
            value={deduction}
            onChange={(e) => setDeduction(e.target.value)}
            error={errors.deduction}
          />
          {kept > 0 ? (
            <TextField
              id={`refund-reason-${membershipId}`}
              label="Reason for the deduction"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={errors.deductionReason}
              maxLength={500}
            />
          ) : null}
          <p className="text-sm" data-testid="refund-amount">
            Refund:{" "}
            <span className="font-semibold tabular-nums">
              {formatInr(Math.max(0, deposit - kept))}
            </span>
          </p>
        </>
      )}
    </StaffActionDialog>
  );
}
