import Link from "next/link";
import type { Capacity } from "@/lib/insights";
import type { MembershipTotals } from "@/lib/memberships/types";

/**
 * The owner's numbers in one line on the console's home: today's occupancy (desk seats taken of
 * the capacity; a virtual office takes none), from the figures the home already reads.
 */
export function OwnerSummary({
  totals,
  capacity,
}: {
  totals: MembershipTotals;
  capacity: Capacity;
}) {
  const seats = totals.seatsByPlan["dedicated-desk"] + totals.seatsByPlan["managed-office"];
  const percent = Math.round((seats * 100) / capacity.seats);
  return (
    <p className="text-muted-foreground mt-3 text-sm" data-testid="owner-summary">
      Occupancy today: <strong className="text-foreground">{percent}%</strong> ({seats} of{" "}
      {capacity.seats} desk seats).{" "}
      <Link href="/staff/numbers" className="text-accent underline underline-offset-4">
        Owner&apos;s numbers
      </Link>
    </p>
  );
}
