"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { formatInr, rupees } from "@/lib/pricing";
import { StaffActionDialog } from "../../members/_components/staff-action-dialog";

/** Records a quarter's TDS certificate (Form 16A): quarter, amount and certificate number. */
export function TdsCertificateButton({
  membershipId,
  holder,
  quarter,
  outstanding,
}: {
  membershipId: string;
  holder: string;
  quarter: string;
  outstanding: number;
}) {
  const [amount, setAmount] = useState(String(outstanding / 100));
  const [number, setNumber] = useState("");
  const id = `${membershipId}-${quarter.replace(/\W/g, "")}`;
  return (
    <StaffActionDialog
      trigger={{ label: "Record certificate", for: `${holder}, ${quarter}` }}
      title="Record a TDS certificate"
      description={`${holder}, ${quarter}: ${formatInr(outstanding)} deducted and not yet certified.`}
      submit={{ label: "Record certificate", busyLabel: "Saving..." }}
      url={`/api/staff/memberships/${membershipId}/tds-certificates`}
      body={() => ({
        quarter,
        amount:
          Number.isFinite(Number(amount)) && amount.trim() ? rupees(Number(amount)) : Number.NaN,
        certificateNumber: number.trim(),
      })}
      done="TDS certificate recorded"
    >
      {(errors) => (
        <>
          <TextField
            id={`tds-amount-${id}`}
            label="Amount in rupees"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
          <TextField
            id={`tds-number-${id}`}
            label="Certificate number (Form 16A)"
            required
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={errors.certificateNumber ?? errors.quarter}
            maxLength={40}
          />
        </>
      )}
    </StaffActionDialog>
  );
}
