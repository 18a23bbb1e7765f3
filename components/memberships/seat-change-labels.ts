import type { SeatChange } from "@/lib/memberships/seat-change-types";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";

/** What became of a seat change, in the words members and staff read. */
export function seatChangeOutcome(change: SeatChange): string {
  const from = change.effectiveDate ? formatDateLabel(change.effectiveDate) : "";
  switch (change.status) {
    case "pending":
      return "Waiting for the club's approval.";
    case "declined":
      return `Declined: ${change.declineReason}`;
    case "approved":
      return `Approved: from ${from}, after the notice.`;
    case "applied":
      if (change.toSeats > change.fromSeats) {
        return `In force from ${from}: supplementary invoice ${change.invoice?.number ?? ""}, deposit top-up ${formatInr(change.depositChange)}.`;
      }
      return change.depositChange < 0
        ? `In force from ${from}: ${formatInr(-change.depositChange)} of the deposit ${change.refundState === "refunded" ? "refunded" : "to be refunded"}.`
        : `In force from ${from}.`;
  }
}
