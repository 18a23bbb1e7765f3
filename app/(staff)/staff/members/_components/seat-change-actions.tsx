"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import type { SeatChange } from "@/lib/memberships/seat-change-types";
import type { DeskPaymentMethod } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";
import { toast } from "@/lib/toast";
import { PaymentRecordFields } from "./payment-record-fields";
import { StaffActionDialog } from "./staff-action-dialog";

const what = (change: SeatChange) =>
  `${change.holder}: ${change.fromSeats} → ${change.toSeats} seats`;

/** Approve at once: more seats start today with their invoice; fewer wait for their date. */
function ApproveButton({ change }: { change: SeatChange }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const router = useRouter();
  async function approve() {
    setBusy(true);
    setFailure(null);
    const answer = await postJson<{ seatChange: SeatChange }>(
      `/api/staff/seat-changes/${change.id}/approve`,
      {},
    );
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.message);
      return;
    }
    const done = answer.seatChange;
    toast.success("Seat change approved", {
      description: done.invoice
        ? `Supplementary invoice ${done.invoice.number} issued.`
        : `Fewer seats from ${done.effectiveDate}.`,
    });
    router.refresh();
  }
  return (
    <div className="grid gap-1">
      <Button size="sm" onClick={approve} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Approving..." : "Approve"}
        <span className="sr-only"> {what(change)}</span>
      </Button>
      {failure ? (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function DeclineButton({ change }: { change: SeatChange }) {
  const [reason, setReason] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Decline", for: what(change) }}
      title="Decline this seat change"
      description={`${what(change)}. The reason is kept in the membership's history and shown to the holder.`}
      submit={{ label: "Decline", busyLabel: "Declining...", destructive: true }}
      url={`/api/staff/seat-changes/${change.id}/decline`}
      body={() => ({ reason: reason.trim() })}
      done="Seat change declined"
    >
      {(errors) => (
        <TextField
          id={`decline-${change.id}`}
          label="Reason"
          multiline
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          maxLength={500}
        />
      )}
    </StaffActionDialog>
  );
}

function RefundButton({ change }: { change: SeatChange }) {
  const [method, setMethod] = useState<DeskPaymentMethod>("NEFT");
  const [reference, setReference] = useState("");
  return (
    <StaffActionDialog
      trigger={{ label: "Record refund", for: what(change) }}
      title="Record the deposit's refund"
      description={`${formatInr(-change.depositChange)} of the deposit paid back for ${what(change)}: a refund voucher is issued.`}
      submit={{ label: "Record refund", busyLabel: "Saving..." }}
      url={`/api/staff/seat-changes/${change.id}/refund`}
      body={() => ({ method, reference: reference.trim() })}
      done="Deposit refund recorded"
    >
      {(errors) => (
        <PaymentRecordFields
          id={`seat-refund-${change.id}`}
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

/** What staff may do with a seat change now: decide a pending one, record a refund due. */
export function SeatChangeActions({ change }: { change: SeatChange }) {
  if (change.status === "pending") {
    return (
      <div className="flex flex-wrap items-start gap-2">
        <ApproveButton change={change} />
        <DeclineButton change={change} />
      </div>
    );
  }
  return change.refundState === "due" ? <RefundButton change={change} /> : null;
}
