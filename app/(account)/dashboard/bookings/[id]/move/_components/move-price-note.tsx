"use client";

import { planMove, RESCHEDULE_TEXT, type NewSlot } from "@/lib/bookings/reschedule/rules";
import type { BookingQuote } from "@/lib/pricing";

/**
 * What moving a booking paid online to the chosen time does to the money, before it is sent: the
 * new price and the difference to pay or to get back (0110). Nothing at the same price, for a
 * booking not paid online, or while the time is not a valid one yet.
 */
export function MovePriceNote({
  quote,
  paid,
  slot,
  now,
}: {
  quote: BookingQuote;
  /** What was paid online for it; null when it is paid (or due) at the front desk. */
  paid: number | null;
  slot: NewSlot;
  now: Date;
}) {
  if (paid === null) return null;
  const planned = planMove(quote, slot, now);
  if (!planned?.ok || planned.booking.total === paid) return null;
  return (
    <p className="text-sm font-medium" data-testid="move-price" aria-live="polite">
      {RESCHEDULE_TEXT.newPrice(planned.booking.total, paid)}
    </p>
  );
}
