import type { SeatChange } from "@/lib/memberships/seat-change-types";
import { formatDateLabel } from "@/lib/format";
import { clubToday } from "@/lib/pricing/club-time";
import { seatChangeOutcome } from "@/components/memberships/seat-change-labels";

/** A membership's seat changes, newest first: asked, decided, in force (the dashboard and staff). */
export function SeatChangeHistory({ changes }: { changes: SeatChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="divide-y" aria-label="Seat changes" data-testid="seat-change-history">
      {changes.map((change) => (
        <li key={change.id} className="py-3 text-sm">
          <p className="font-medium">
            {change.fromSeats} → {change.toSeats} seats
            <span className="text-muted-foreground font-normal">
              {" "}
              · asked {formatDateLabel(clubToday(new Date(change.requestedAt)))}
            </span>
          </p>
          <p className="text-muted-foreground break-words">{seatChangeOutcome(change)}</p>
          {change.depositDocument ? (
            <p className="text-muted-foreground">
              {change.depositChange > 0 ? "Deposit receipt" : "Refund voucher"}{" "}
              {change.depositDocument.number}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
