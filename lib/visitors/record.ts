import { z } from "@/lib/zod";
import type { Visitor, VisitorHost } from "@/lib/visitors/types";

const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);
const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Invalid timestamp")
  .transform((value) => new Date(value).toISOString());

/**
 * A visitor as public.visitor_json writes it (0034_visitors.sql: the row without its code hash),
 * the same JSON from PGlite, a PostgreSQL server or PostgREST, and in the outbox's payloads.
 */
export const visitorRecord = z
  .object({
    id: z.guid(),
    host_id: z.guid(),
    host_name: optional(z.string()),
    host_email: z.string(),
    name: z.string(),
    phone: z.string(),
    email: optional(z.string()),
    visit_date: z.iso.date(),
    expected_time: optional(z.string()),
    booking_id: optional(z.guid()),
    walk_in: z.boolean(),
    checked_in_at: optional(instant),
    checked_out_at: optional(instant),
    created_at: instant,
  })
  .transform((row): Visitor => ({
    id: row.id,
    hostId: row.host_id,
    hostName: row.host_name,
    hostEmail: row.host_email,
    name: row.name,
    phone: row.phone,
    email: row.email,
    date: row.visit_date,
    expectedTime: row.expected_time,
    bookingId: row.booking_id,
    walkIn: row.walk_in,
    checkedInAt: row.checked_in_at,
    checkedOutAt: row.checked_out_at,
    createdAt: row.created_at,
  }));

export const visitorList = z.array(visitorRecord);

export const hostList = z.array(
  z
    .object({ id: z.guid(), name: optional(z.string()), email: z.string() })
    .transform((host): VisitorHost => host),
);
