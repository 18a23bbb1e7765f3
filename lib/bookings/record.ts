import type { Booking } from "@/lib/bookings/types";
import { bookingQuote } from "@/lib/bookings/quote-record";
import {
  BOOKING_KINDS,
  MEETING_ROOMS,
  STUDIO_RESOURCE,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
} from "@/lib/pricing";
import { clubDate, id, keyOf, money, optional, timestamp } from "@/lib/validation/record-fields";
import { z } from "@/lib/zod";

/**
 * A bookings row as JSON (the outbox triggers' `to_jsonb` of 0003_outbox.sql, the mail payloads),
 * and `toBooking`: the one place a bookings row becomes the app's `Booking` (the adapters' rows
 * and the desk's reach it through rows.ts). Browser-safe: zod and pricing only.
 */
export const bookingRow = z.object({
  id,
  created_at: timestamp,
  user_id: id,
  kind: z.enum(BOOKING_KINDS),
  resource: z.union([
    z.literal([STUDIO_RESOURCE, "day-pass"]),
    keyOf(MEETING_ROOMS),
    keyOf(WORKSPACE_PRODUCTS),
  ]),
  starts_at: optional(timestamp),
  ends_at: optional(timestamp),
  date: optional(clubDate),
  hours: optional(z.number().int()),
  seats: optional(z.number().int()),
  term: optional(keyOf(WORKSPACE_TERMS)),
  quote: bookingQuote,
  total_paise: money,
  contact_name: optional(z.string()),
  contact_email: z.string(),
  contact_phone: optional(z.string()),
  receive_promotions: z.boolean(),
  status: z.enum(["confirmed", "requested", "cancelled", "no-show", "pending_payment", "expired"]),
  payment_status: z.enum([
    "due-at-front-desk",
    "paid-at-front-desk",
    "awaiting-online-payment",
    "paid-online",
    "billed-to-company",
    "paid-by-credit",
  ]),
  cancelled_at: optional(timestamp),
  refund_paise: optional(money),
  // 0010_online_payments.sql; absent from payloads written before it.
  hold_expires_at: optional(timestamp),
  refund_id: optional(z.string()),
  refund_status: optional(z.enum(["pending", "processed", "failed"])),
  // 0066_booking_reschedule.sql; absent from payloads written before it.
  sequence: optional(z.number().int().nonnegative()),
  // 0070_booking_series.sql
  series_id: optional(z.string()),
});

export const toBooking = (row: z.output<typeof bookingRow>): Booking => ({
  id: row.id,
  createdAt: row.created_at,
  userId: row.user_id,
  kind: row.kind,
  resource: row.resource,
  date: row.date,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  hours: row.hours,
  seats: row.seats,
  term: row.term,
  quote: row.quote,
  totalPaise: row.total_paise,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  receivePromotions: row.receive_promotions,
  status: row.status,
  paymentStatus: row.payment_status,
  cancelledAt: row.cancelled_at,
  refundPaise: row.refund_paise,
  holdExpiresAt: row.hold_expires_at,
  refundId: row.refund_id,
  refundStatus: row.refund_status,
  sequence: row.sequence,
  ...(row.series_id ? { seriesId: row.series_id } : {}),
});

export const bookingRecord = bookingRow.transform(toBooking);
