import Link from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import type { Booking } from "@/lib/bookings/types";
import { checkMovable, isMovableKind } from "@/lib/bookings/reschedule/rules";
import { formatClubDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * A confirmed room, studio or day-pass booking's way to another time, while its window is open
 * (lib/bookings/reschedule/rules.ts), with the moment it closes; once closed, why not.
 */
export function MoveBookingLink({ booking, now }: { booking: Booking; now: Date }) {
  if (!isMovableKind(booking.kind) || booking.status !== "confirmed") return null;
  const check = checkMovable(booking, now);
  if (!check.movable) {
    return <p className="text-muted-foreground w-full text-xs">{check.reason}</p>;
  }
  return (
    <>
      <Link
        href={`/dashboard/bookings/${booking.id}/move`}
        className={cn(buttonVariants({ size: "sm", variant: "outline" }))}
      >
        Move booking
      </Link>
      <p className="text-muted-foreground w-full text-xs" data-testid="move-until">
        Can be moved until {formatClubDateTime(check.closesAt)}.
      </p>
    </>
  );
}
