import { z } from "@/lib/zod";

/** The company account's setting (0100): on or off, and the monthly cap per person. */
export const COMPANY_BILLING_MESSAGES = {
  capInvalid: "Enter the monthly limit per person: whole hours, or an amount in rupees.",
} as const;

/** Hours a month (1-200), or paise of booking value (the form sends rupees × 100). */
export const companyBillingSchema = z
  .object({
    enabled: z.boolean(),
    unit: z.enum(["hours", "paise"]),
    cap: z.number().int(COMPANY_BILLING_MESSAGES.capInvalid).min(0),
  })
  .refine((s) => (s.unit === "hours" ? s.cap <= 200 : s.cap <= 100_000_000), {
    message: COMPANY_BILLING_MESSAGES.capInvalid,
    path: ["cap"],
  });

export type CompanyBillingValues = z.infer<typeof companyBillingSchema>;

/** `?date=YYYY-MM-DD`: the month whose allowance checkout shows. */
export const allowanceQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
