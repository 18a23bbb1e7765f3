import { z } from "@/lib/zod";

const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);
const instant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Invalid timestamp")
  .transform((value) => new Date(value).toISOString());

/** A parcel or letter at the desk, for a member. */
export type Parcel = {
  id: string;
  recipientId: string;
  recipientEmail: string;
  recipientName?: string;
  company?: string;
  carrier: string;
  /** A tracking number, or what it is. */
  description: string;
  hasPhoto: boolean;
  /** The label's photo, a JPEG data URL: in the desk's list only. */
  photo?: string;
  receivedAt: string;
  receivedBy: string;
  collectedAt?: string;
  collectedBy?: string;
  handedOverBy?: string;
};

/**
 * A parcel as public.parcel_json writes it (0055_parcels.sql), from PGlite, a PostgreSQL server
 * or PostgREST, and in the outbox's payload.
 */
export const parcelRecord = z
  .object({
    id: z.guid(),
    recipient_id: z.guid(),
    recipient_email: z.string(),
    recipient_name: optional(z.string()),
    company: optional(z.string()),
    carrier: z.string(),
    description: z.string(),
    has_photo: z.boolean(),
    photo: optional(z.string()),
    received_at: instant,
    received_by: z.string(),
    collected_at: optional(instant),
    collected_by: optional(z.string()),
    handed_over_by: optional(z.string()),
  })
  .transform((row): Parcel => ({
    id: row.id,
    recipientId: row.recipient_id,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    company: row.company,
    carrier: row.carrier,
    description: row.description,
    hasPhoto: row.has_photo,
    photo: row.photo,
    receivedAt: row.received_at,
    receivedBy: row.received_by,
    collectedAt: row.collected_at,
    collectedBy: row.collected_by,
    handedOverBy: row.handed_over_by,
  }));

export const parcelList = z.array(parcelRecord);
