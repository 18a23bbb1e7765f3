import { z } from "@/lib/zod";

/** Issue 38's forms (docs/memberships.md, "Room credit"), shared by the forms and routes. */

export const CREDIT_FORM_MESSAGES = {
  amount: "Enter the adjustment in rupees: more than 0 to add, less than 0 to take away.",
  reason: "Give a reason for the adjustment.",
  percent: "Enter a member rate from 0 to 90 per cent.",
  hours: "Enter the credit from 0 to 200 hours per seat per month.",
} as const;

const C = CREDIT_FORM_MESSAGES;

/** POST /api/staff/memberships/[id]/credit: rupees (to the paisa), signed, and why. */
export const creditAdjustSchema = z.object({
  rupees: z
    .number({ error: C.amount })
    .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, C.amount)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, C.amount),
  reason: z.string({ error: C.reason }).trim().min(1, C.reason).max(500, C.reason),
});

/** POST /api/memberships/[id]/credit-sharing: the holder's switch. */
export const creditSharingSchema = z.object({ share: z.boolean() });

const percent = z.number({ error: C.percent }).int(C.percent).min(0, C.percent).max(90, C.percent);
const hours = z.number({ error: C.hours }).int(C.hours).min(0, C.hours).max(200, C.hours);

/** POST /api/staff/member-rates: every product's rate and every plan's hours. */
export const memberRatesSchema = z.object({
  rates: z.object({ "meeting-room": percent, "podcast-studio": percent }),
  planHours: z.object({
    "dedicated-desk": hours,
    "managed-office": hours,
    "virtual-office": hours,
  }),
});
