import Link from "next/link";
import { PLAN_LABELS } from "@/components/memberships/labels";
import type { SeatChange } from "@/lib/memberships/seat-change-types";
import { formatDateLabel } from "@/lib/format";
import { clubToday } from "@/lib/pricing/club-time";
import { seatChangeOutcome } from "@/components/memberships/seat-change-labels";
import { SeatChangeActions } from "./seat-change-actions";

/**
 * Seat changes for staff: who asks what, when, what became of it, and the action it waits for
 * (approve or decline; record a refund). `linked`: each names its membership's page.
 */
export function SeatChangeRows({
  changes,
  linked = false,
}: {
  changes: SeatChange[];
  linked?: boolean;
}) {
  if (changes.length === 0) {
    return <p className="text-muted-foreground text-sm">No seat changes.</p>;
  }
  return (
    <ul className="divide-y rounded-2xl border" aria-label="Seat changes">
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-wrap items-start justify-between gap-3 p-4"
          data-testid="staff-seat-change"
          data-status={change.status}
        >
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words">
              {linked ? (
                <Link href={`/staff/members/${change.membershipId}`} className="underline">
                  {change.holder}
                </Link>
              ) : (
                change.holder
              )}{" "}
              · {PLAN_LABELS[change.plan]} · {change.fromSeats} → {change.toSeats} seats
            </p>
            <p className="text-muted-foreground">
              Asked {formatDateLabel(clubToday(new Date(change.requestedAt)))}.{" "}
              {seatChangeOutcome(change)}
            </p>
          </div>
          <SeatChangeActions change={change} />
        </li>
      ))}
    </ul>
  );
}
