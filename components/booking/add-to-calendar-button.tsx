import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Booking } from "@/lib/bookings/types";

/** The booking's .ics download; nothing for one with no date yet (an office without a move-in). */
export function AddToCalendarButton({ booking }: { booking: Booking }) {
  if (!booking.startsAt && !booking.date) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <a href={`/api/bookings/${booking.id}/ics`} download>
        <CalendarPlus aria-hidden />
        Add to calendar
      </a>
    </Button>
  );
}
