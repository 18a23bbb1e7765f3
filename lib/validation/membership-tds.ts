import { z } from "@/lib/zod";

/** The staff console's TDS forms (docs/memberships.md, "TDS"), shared by the forms and routes. */

export const TDS_FORM_MESSAGES = {
  rate: "Enter the TDS rate in per cent, from 0 to 20 (0 when the holder deducts none).",
  quarter: "Choose the quarter, e.g. 2026-27 Q3.",
  amount: "Enter the certificate's amount in rupees.",
  number: "Enter the certificate number of the Form 16A.",
} as const;

const T = TDS_FORM_MESSAGES;

/** POST /api/staff/memberships/[id]/tds: the rate in per cent, to two decimals (10, 7.5). */
export const membershipTdsSchema = z.object({
  ratePercent: z
    .number({ error: T.rate })
    .min(0, T.rate)
    .max(20, T.rate)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, T.rate),
});

/** POST /api/staff/memberships/[id]/tds-certificates: the amount in paise. */
export const tdsCertificateSchema = z.object({
  quarter: z
    .string({ error: T.quarter })
    .trim()
    .regex(/^\d{4}-\d{2} Q[1-4]$/, T.quarter)
    .refine((q) => (Number(q.slice(0, 4)) + 1) % 100 === Number(q.slice(5, 7)), T.quarter),
  amount: z.number({ error: T.amount }).int(T.amount).positive(T.amount),
  certificateNumber: z
    .string({ error: T.number })
    .trim()
    .min(1, T.number)
    .max(40, "At most 40 characters."),
});
