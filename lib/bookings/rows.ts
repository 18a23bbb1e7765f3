import "server-only";
import { toBooking } from "@/lib/bookings/record";
import type { Booking, BookingStatus, NewBooking } from "@/lib/bookings/types";

/**
 * The bookings table's columns as both backends return them (dates as yyyy-mm-dd text), what the
 * embedded server writes, and the one way a row becomes a `Booking` (record.ts's toBooking).
 */

export type BookingRow = {
  id: string;
  user_id: string;
  kind: NewBooking["kind"];
  resource: NewBooking["resource"];
  starts_at: string | null;
  ends_at: string | null;
  date: string | null;
  hours: number | null;
  seats: number | null;
  term: NewBooking["term"] | null;
  quote: NewBooking["quote"];
  // bigint: a number from PostgREST, text or a number from PGlite depending on the cast.
  total_paise: number | string;
  contact_name: string | null;
  contact_email: string;
  contact_phone: string | null;
  receive_promotions: boolean;
  status: BookingStatus;
  payment_status: Booking["paymentStatus"];
  cancelled_at: string | null;
  refund_paise: number | string | null;
  // 0010_online_payments.sql; absent from payloads written before it.
  hold_expires_at?: string | null;
  refund_id?: string | null;
  refund_status?: Booking["refundStatus"] | null;
  // 0066_booking_reschedule.sql: the number of moves.
  sequence?: number | null;
  // 0070_booking_series.sql
  series_id?: string | null;
  created_at: string;
};

export const BOOKING_COLUMN_NAMES = [
  "id",
  "user_id",
  "kind",
  "resource",
  "starts_at",
  "ends_at",
  "date",
  "hours",
  "seats",
  "term",
  "quote",
  "total_paise",
  "contact_name",
  "contact_email",
  "contact_phone",
  "receive_promotions",
  "status",
  "payment_status",
  "cancelled_at",
  "refund_paise",
  "hold_expires_at",
  "refund_id",
  "refund_status",
  "sequence",
  "series_id",
  "created_at",
] as const;

/** The contact the `book` SQL function stores with a booking (connected mode). */
export function bookingContact(b: NewBooking) {
  return {
    name: b.contactName,
    email: b.contactEmail,
    phone: b.contactPhone,
    receivePromotions: b.receivePromotions,
  };
}

/** The columns the embedded server writes when storing its plan of a booking. */
export function bookingInsertRow(b: NewBooking) {
  return {
    user_id: b.userId,
    kind: b.kind,
    resource: b.resource,
    starts_at: b.startsAt ?? null,
    ends_at: b.endsAt ?? null,
    date: b.date ?? null,
    hours: b.hours ?? null,
    seats: b.seats ?? null,
    term: b.term ?? null,
    quote: b.quote,
    total_paise: b.totalPaise,
    contact_name: b.contactName ?? null,
    contact_email: b.contactEmail,
    contact_phone: b.contactPhone ?? null,
    receive_promotions: b.receivePromotions,
    status: b.status,
  };
}

const iso = (timestamp: string) => new Date(timestamp).toISOString();
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const isoOrUndefined = (timestamp: string | null | undefined) =>
  timestamp === null || timestamp === undefined ? undefined : iso(timestamp);

/** A row as the adapters read it (text instants, bigints as text or numbers), as the app's booking. */
export function reshapeBooking(row: BookingRow): Booking {
  return toBooking({
    ...row,
    created_at: iso(row.created_at),
    starts_at: isoOrUndefined(row.starts_at),
    ends_at: isoOrUndefined(row.ends_at),
    date: orUndefined(row.date),
    hours: orUndefined(row.hours),
    seats: orUndefined(row.seats),
    term: orUndefined(row.term),
    total_paise: Number(row.total_paise),
    contact_name: orUndefined(row.contact_name),
    contact_phone: orUndefined(row.contact_phone),
    cancelled_at: isoOrUndefined(row.cancelled_at),
    refund_paise: row.refund_paise === null ? undefined : Number(row.refund_paise),
    hold_expires_at: isoOrUndefined(row.hold_expires_at),
    refund_id: orUndefined(row.refund_id),
    refund_status: orUndefined(row.refund_status),
    sequence: orUndefined(row.sequence),
    series_id: orUndefined(row.series_id),
  });
}

// A Date by its tag, not `instanceof`: PGlite may build it in another realm (a test's VM context).
const isDate = (value: unknown): value is Date =>
  Object.prototype.toString.call(value) === "[object Date]";
const toIso = (value: unknown) => (isDate(value) ? value.toISOString() : value);

/**
 * A bookings row as any SQL function returns it, over either connection (PGlite gives instants as
 * Dates and a `date` as a Date at UTC midnight; PostgREST gives text), as the app's booking.
 */
export function bookingFromRecord(row: Record<string, unknown>): Booking {
  const text = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toIso(v)]));
  const date = text.date;
  if (typeof date === "string") text.date = date.slice(0, 10);
  return reshapeBooking(text as BookingRow);
}
