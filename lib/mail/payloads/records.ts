import { INQUIRY_TYPES, type Enquiry, type EventRegistration, type Lead } from "@/lib/leads/types";
import { z } from "@/lib/zod";
import { clubDate, id, optional, timestamp } from "@/lib/validation/record-fields";

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
