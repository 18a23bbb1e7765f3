"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { StaffActionDialog } from "../../members/_components/staff-action-dialog";

/** Marks a membership's holder as deducting TDS on rent, at a rate (0 to stop). */
export function TdsRateButton({
  membershipId,
  holder,
  ratePercent,
}: {
  membershipId: string;
  holder: string;
  ratePercent: number;
}) {
  const [rate, setRate] = useState(String(ratePercent || 10));
  return (
    <StaffActionDialog
      trigger={{ label: "Set TDS", for: holder }}
      title="Deducts TDS"
      description={`${holder}. Invoices issued from now on ask for their total less the TDS on the rent (not on GST or the deposit), and print it as "TDS receivable".`}
      submit={{ label: "Save rate", busyLabel: "Saving..." }}
      url={`/api/staff/memberships/${membershipId}/tds`}
      body={() => ({ ratePercent: rate.trim() === "" ? Number.NaN : Number(rate) })}
      done="TDS rate saved"
    >
      {(errors) => (
        <TextField
          id={`tds-rate-${membershipId}`}
          label="TDS rate in per cent (10 on rent; 0 when none)"
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={errors.ratePercent}
        />
      )}
    </StaffActionDialog>
  );
}
