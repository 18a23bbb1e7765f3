import "server-only";
import { BOOKING_COLUMN_NAMES, bookingFromRecord } from "@/lib/bookings/rows";
import type { DeskBooking } from "@/lib/bookings/desk/types";

/** The columns the desk reads: a booking's, and when a day pass was checked in and out. */
export const DESK_COLUMNS = [...BOOKING_COLUMN_NAMES, "checked_in_at", "checked_out_at"] as const;

/** A row as PGlite (Dates) or PostgREST (text) returns it, or a row of nulls (see below). */
export type DeskRow = Record<string, unknown> & {
  id: string | null;
  checked_in_at?: string | Date | null;
  checked_out_at?: string | Date | null;
};

const instant = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).toISOString();

/**
 * The row a desk function returned, or null: a plpgsql function returning a row type answers a
 * row of nulls when it returned nothing (the booking was not in a state the action applies to).
 * The booking is read by the bookings' one row mapper; the desk shows what it needs of it.
 */
export function reshapeDeskRow(row: DeskRow | undefined | null): DeskBooking | null {
  if (!row?.id) return null;
  const booking = bookingFromRecord(row);
  return {
    id: booking.id,
    kind: booking.kind,
    resource: booking.resource as DeskBooking["resource"],
    quote: booking.quote,
    date: booking.date,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    hours: booking.hours,
    totalPaise: booking.totalPaise,
    contactName: booking.contactName,
    contactEmail: booking.contactEmail,
    contactPhone: booking.contactPhone,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    refundPaise: booking.refundPaise,
    checkedInAt: instant(row.checked_in_at),
    checkedOutAt: instant(row.checked_out_at),
  };
}
