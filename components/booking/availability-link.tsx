import { CalendarDays } from "lucide-react";
import Link from "@/components/ui/link";
import { AVAILABILITY_TEXT } from "@/lib/bookings/availability/text";

/** From where a member books to the week's free hours (/availability, for members). */
export function AvailabilityLink() {
  return (
    <Link
      href="/availability"
      className="text-accent inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
    >
      <CalendarDays className="size-4" aria-hidden />
      {AVAILABILITY_TEXT.link}
    </Link>
  );
}
