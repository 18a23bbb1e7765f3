import "server-only";
import type { MailMembership, MailMembershipInvoice } from "@/lib/mail/types";
import { z } from "@/lib/zod";
import { invoiceRecord } from "./commerce";
import { clubDate, id, money, optional } from "@/lib/validation/record-fields";

const plan = z.enum(["dedicated-desk", "managed-office", "virtual-office"]);

/** public.memberships as `to_jsonb(row) - 'offer_token_hash'` (0027's functions). */
export const membershipRecord: z.ZodType<MailMembership> = z
  .object({
    id,
    plan,
    seats: z.number().int().positive(),
    term: z.enum(["monthly", "quarterly", "annual"]),
    start_date: clubDate,
    end_date: optional(clubDate),
    holder_name: z.string().min(1),
    monthly_rent_paise: money,
    deposit_paise: money,
    deposit_refund: optional(
      z.object({
        amount: money,
        deduction: money,
        deduction_reason: optional(z.string()),
        reference: z.string(),
      }),
    ),
    late_fee_bp: optional(z.number().int().positive()),
  })
  .transform((row) => ({
    id: row.id,
    plan: row.plan,
    seats: row.seats,
    term: row.term,
    startDate: row.start_date,
    endDate: row.end_date,
    holderName: row.holder_name,
    monthlyRent: row.monthly_rent_paise,
    deposit: row.deposit_paise,
    depositRefund: row.deposit_refund && {
      amount: row.deposit_refund.amount,
      deduction: row.deposit_refund.deduction,
      deductionReason: row.deposit_refund.deduction_reason,
      reference: row.deposit_refund.reference,
    },
    lateFeeBp: row.late_fee_bp,
  }));

export const membershipOffer = z.object({ membership: membershipRecord, link: z.url() });

/** public.membership_invoice_mail() (0027). */
export const membershipInvoice: z.ZodType<MailMembershipInvoice> = z
  .object({
    kind: z.enum(["issued", "due", "late", "late-10", "late-20"]),
    membership_id: id,
    holder_name: z.string().min(1),
    plan,
    seats: z.number().int().positive(),
    number: z.string().min(1),
    period_start: clubDate,
    period_end: clubDate,
    due_date: clubDate,
    invoice_total: money,
    deposit: money,
    amount_due: money,
    invoice: optional(invoiceRecord),
  })
  .transform((p) => ({
    kind: p.kind,
    membershipId: p.membership_id,
    holderName: p.holder_name,
    plan: p.plan,
    seats: p.seats,
    number: p.number,
    periodStart: p.period_start,
    periodEnd: p.period_end,
    dueDate: p.due_date,
    invoiceTotal: p.invoice_total,
    deposit: p.deposit,
    amountDue: p.amount_due,
    invoice: p.invoice,
  }));

/** public.set_membership_mandate_state() on `halted` (0043): one for the holder, one for staff. */
export const membershipAutopayHalted = z.object({
  membership: membershipRecord,
  audience: z.enum(["holder", "staff"]),
});
