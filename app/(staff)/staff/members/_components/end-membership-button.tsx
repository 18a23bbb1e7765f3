"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { clubToday } from "@/lib/pricing";
import { StaffActionDialog } from "./staff-action-dialog";

/** Ends a membership early: the last day and the reason, kept in the activity log. */
export function EndMembershipButton({
  membershipId,
  holder,
}: {
  membershipId: string;
  holder: string;
}) {
  const [endDate, setEndDate] = useState(() => clubToday(new Date()));
  const [reason, setReason] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "End membership", for: holder, variant: "ghost" }}
      title="End this membership?"
      description={`${holder}. The final invoice covers the days up to the end date; the deposit becomes due for refund.`}
      submit={{ label: "End membership", busyLabel: "Ending...", destructive: true }}
      url={`/api/staff/memberships/${membershipId}/end`}
      body={() => ({ endDate, reason: reason.trim() })}
      done="Membership ended"
    >
      {(errors) => (
        <>
          <TextField
            id={`end-date-${membershipId}`}
            label="Last day"
            type="date"
            required
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            error={errors.endDate}
          />
          <TextField
            id={`end-reason-${membershipId}`}
            label="Reason"
            required
            multiline
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            maxLength={500}
          />
        </>
      )}
    </StaffActionDialog>
  );
}
