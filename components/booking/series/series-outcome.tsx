import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { formatInr } from "@/lib/pricing";
import { SERIES_HOLD_NOTE, type SeriesBooked, type SeriesHeld } from "./use-repeat-weekly";

/** A series booked but not paid: its dates are held, and it can be paid again while they are. */
export function SeriesUnpaid({
  unpaid,
  busy,
  onPay,
}: {
  unpaid: SeriesHeld;
  busy: boolean;
  onPay: () => void;
}) {
  return (
    <div role="status" className="space-y-2 text-sm" data-testid="series-unpaid">
      <p>
        {unpaid.dates.length} dates held, not paid yet. {SERIES_HOLD_NOTE}
      </p>
      <Button type="button" onClick={onPay} disabled={busy}>
        Pay {formatInr(unpaid.payment.amount)} now
      </Button>
    </div>
  );
}

/** The series booked (paid, or with nothing to pay), and where each date is cancelled. */
export function SeriesBookedNote({ booked }: { booked: SeriesBooked }) {
  return (
    <div role="status" className="bg-muted/50 rounded-xl p-4 text-sm" data-testid="series-booked">
      <p className="font-medium">
        {booked.paid ? "Repeating booking confirmed" : "Repeating booking made"}:{" "}
        {booked.dates.length} dates
      </p>
      <p className="text-muted-foreground mt-1">
        Each date can be cancelled on its own from your{" "}
        <Link href="/dashboard#bookings" className="underline">
          dashboard
        </Link>
        .
      </p>
    </div>
  );
}
