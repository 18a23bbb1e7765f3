import {
  INQUIRY_TYPES,
  type Booking,
  type Enquiry,
  type EventRegistration,
  type Lead,
} from "@/lib/leads/types";
import {
  BOOKING_KINDS,
  MEETING_ROOMS,
  STUDIO_RESOURCE,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
} from "@/lib/pricing";
import { z } from "@/lib/zod";
import { clubDate, id, keyOf, money, optional, timestamp } from "./fields";
import { bookingQuote } from "./quote";

/** The rows the outbox triggers of 0003_outbox.sql copy into payloads, as the app's types. */

export const enquiryRecord = z
  .object({
    id,
    created_at: timestamp,
    user_id: optional(id),
    inquiry_type: z.enum(INQUIRY_TYPES),
    page: z.string(),
    name: z.string(),
    email: z.string(),
    phone: optional(z.string()),
    company: optional(z.string()),
    team_size: optional(z.number().int()),
    organization: optional(z.string()),
    event_type: optional(z.string()),
    preferred_date: optional(clubDate),
    proposed_date: optional(clubDate),
    message: optional(z.string()),
    reason: optional(z.string()),
  })
  .transform((row): Enquiry => ({
    id: row.id,
    createdAt: row.created_at,
    userId: row.user_id,
    inquiryType: row.inquiry_type,
    page: row.page,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    teamSize: row.team_size,
    organization: row.organization,
    eventType: row.event_type,
    preferredDate: row.preferred_date,
    proposedDate: row.proposed_date,
    message: row.message,
    reason: row.reason,
  }));

export const registrationRecord = z
  .object({
    id,
    created_at: timestamp,
    event_id: z.string(),
    event_title: z.string(),
    name: z.string(),
    email: z.string(),
    phone: optional(z.string()),
    user_id: optional(id),
  })
  .transform((row): EventRegistration => ({
    id: row.id,
    createdAt: row.created_at,
    eventId: row.event_id,
    eventTitle: row.event_title,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userId: row.user_id,
  }));

export const leadRecord = z
  .object({
    id,
    created_at: timestamp,
    user_id: optional(id),
    name: optional(z.string()),
    email: z.string(),
    user_query: optional(z.string()),
  })
  .transform((row): Lead => ({
    id: row.id,
    createdAt: row.created_at,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    userQuery: row.user_query,
  }));

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
  ]),
  cancelled_at: optional(timestamp),
  refund_paise: optional(money),
  // 0010_online_payments.sql; absent from payloads written before it.
  hold_expires_at: optional(timestamp),
  refund_id: optional(z.string()),
  refund_status: optional(z.enum(["pending", "processed", "failed"])),
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
});

export const bookingRecord = bookingRow.transform(toBooking);
