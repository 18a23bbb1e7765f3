import type { Booking } from "@/lib/bookings/types";
import { formatClubTime } from "@/lib/format";
import { clubDateTimeOf } from "@/lib/pricing/club-time";

/**
 * "Your slot is held until 3:15 pm …": what a member who has not paid yet needs to know. Plain
 * (no client or server marker): the dashboard renders it on the server, the checkout in the browser.
 */
export function holdNote(booking: Pick<Booking, "holdExpiresAt">): string {
  const until = booking.holdExpiresAt
    ? ` until ${formatClubTime(clubDateTimeOf(new Date(booking.holdExpiresAt)).time)}`
    : "";
  return `Your slot is held${until}. Pay to confirm it; unpaid, it is released.`;
}
