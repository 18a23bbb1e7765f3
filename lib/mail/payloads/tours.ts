import { TOUR_STATUSES } from "@/lib/tours/types";
import type { MailTour } from "@/lib/mail/types";
import { z } from "@/lib/zod";
import { id, optional, timestamp } from "@/lib/validation/record-fields";

/** public.tour_payload (0032_tour_functions.sql), with the reminder's `hours_before`. */
export const tourRecord = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    phone: optional(z.string()),
    starts_at: timestamp,
    status: z.enum(TOUR_STATUSES),
    sequence: z.number().int().nonnegative(),
    manage_token: optional(z.string().min(16)),
    hours_before: optional(z.number().int().positive()),
  })
  .transform((row): MailTour => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    startsAt: row.starts_at,
    status: row.status,
    sequence: row.sequence,
    manageToken: row.manage_token,
    hoursBefore: row.hours_before,
  }));
