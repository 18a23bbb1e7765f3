import "server-only";
import type {
  Booking,
  BookingStatus,
  Enquiry,
  EventRegistration,
  InquiryType,
  NewBooking,
} from "@/lib/leads/types";

/** Rows as both backends return them (dates as yyyy-mm-dd text), and their app-owned shapes. */

export type EnquiryRow = {
  id: string;
  user_id: string | null;
  inquiry_type: InquiryType;
  page: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  team_size: number | null;
  organization: string | null;
  event_type: string | null;
  preferred_date: string | null;
  proposed_date: string | null;
  message: string | null;
  reason: string | null;
  created_at: string;
};

export type RegistrationRow = {
  id: string;
  event_id: string;
  event_title: string;
  name: string;
  email: string;
  phone: string | null;
  user_id: string | null;
  created_at: string;
};

/** SQLSTATEs of input the constraints refuse: not null, check, too long, bad date or number. */
export const CONSTRAINT_CODES = new Set(["23502", "23514", "22001", "22007", "22008", "22P02"]);
export const UNIQUE_VIOLATION = "23505";
/** An exclusion constraint refused the row: the bookings' no-overlap rule. */
export const EXCLUSION_VIOLATION = "23P01";
export const CONFLICT_CODES = new Set([UNIQUE_VIOLATION, EXCLUSION_VIOLATION]);

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;
const iso = (timestamp: string) => new Date(timestamp).toISOString();

export function reshapeEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    inquiryType: row.inquiry_type,
    page: row.page,
    name: row.name,
    email: row.email,
    phone: orUndefined(row.phone),
    company: orUndefined(row.company),
    teamSize: orUndefined(row.team_size),
    organization: orUndefined(row.organization),
    eventType: orUndefined(row.event_type),
    preferredDate: orUndefined(row.preferred_date),
    proposedDate: orUndefined(row.proposed_date),
    message: orUndefined(row.message),
    reason: orUndefined(row.reason),
    userId: orUndefined(row.user_id),
  };
}

export function reshapeRegistration(row: RegistrationRow): EventRegistration {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    eventId: row.event_id,
    eventTitle: row.event_title,
    name: row.name,
    email: row.email,
    phone: orUndefined(row.phone),
    userId: orUndefined(row.user_id),
  };
}

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

const isoOrUndefined = (timestamp: string | null) =>
  timestamp === null ? undefined : iso(timestamp);

export function reshapeBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    userId: row.user_id,
    kind: row.kind,
    resource: row.resource,
    date: orUndefined(row.date),
    startsAt: isoOrUndefined(row.starts_at),
    endsAt: isoOrUndefined(row.ends_at),
    hours: orUndefined(row.hours),
    seats: orUndefined(row.seats),
    term: orUndefined(row.term),
    quote: row.quote,
    totalPaise: Number(row.total_paise),
    contactName: orUndefined(row.contact_name),
    contactEmail: row.contact_email,
    contactPhone: orUndefined(row.contact_phone),
    receivePromotions: row.receive_promotions,
    status: row.status,
    paymentStatus: row.payment_status,
    cancelledAt: isoOrUndefined(row.cancelled_at),
    refundPaise: row.refund_paise === null ? undefined : Number(row.refund_paise),
    holdExpiresAt: isoOrUndefined(row.hold_expires_at ?? null),
    refundId: orUndefined(row.refund_id ?? null),
    refundStatus: orUndefined(row.refund_status ?? null),
  };
}

const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

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
