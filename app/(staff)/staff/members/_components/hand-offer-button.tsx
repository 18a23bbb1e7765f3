"use client";

import { useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { StaffActionDialog } from "./staff-action-dialog";

/**
 * Sends an offer not yet accepted to another address: only that address's confirmed account can
 * accept it then. The old link stops working; the change is in the activity log.
 */
export function HandOfferButton({
  membershipId,
  holder,
  email,
}: {
  membershipId: string;
  holder: string;
  email: string;
}) {
  const [to, setTo] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Send to another address", for: holder, variant: "ghost" }}
      title="Send this offer to another address?"
      description={`${holder}, now ${email}. The new address gets a new link; the one sent before stops working.`}
      submit={{ label: "Send the offer", busyLabel: "Sending..." }}
      url={`/api/staff/memberships/${membershipId}/holder`}
      body={() => ({ email: to.trim() })}
      done="Offer sent to the new address"
    >
      {(errors) => (
        <TextField
          id={`hand-offer-${membershipId}`}
          label="New e-mail address"
          type="email"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={errors.email}
          maxLength={254}
        />
      )}
    </StaffActionDialog>
  );
}
