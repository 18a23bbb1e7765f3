import { z } from "@/lib/zod";

/** The seat-change forms (dashboard and staff) and their routes (docs/memberships.md). */

export const SEAT_CHANGE_FORM_MESSAGES = {
  seats: "Enter the number of seats you want, from 1 to 50.",
  reason: "Say why the seat change is declined.",
} as const;

/** POST /api/memberships/[id]/seat-changes: the count wanted (the plan's sizes are checked after). */
export const seatChangeRequestSchema = z.object({
  seats: z.coerce
    .number({ error: SEAT_CHANGE_FORM_MESSAGES.seats })
    .int(SEAT_CHANGE_FORM_MESSAGES.seats)
    .min(1, SEAT_CHANGE_FORM_MESSAGES.seats)
    .max(50, SEAT_CHANGE_FORM_MESSAGES.seats),
});

/** POST /api/staff/seat-changes/[id]/decline. */
export const seatChangeDeclineSchema = z.object({
  reason: z
    .string({ error: SEAT_CHANGE_FORM_MESSAGES.reason })
    .trim()
    .min(1, SEAT_CHANGE_FORM_MESSAGES.reason)
    .max(500, "At most 500 characters."),
});
