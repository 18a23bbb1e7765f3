import "server-only";
import type { DepositDocument } from "@/lib/invoices/types";
import { z } from "@/lib/zod";
import { money, optional, timestamp } from "@/lib/validation/record-fields";

/** public.deposit_documents as `to_jsonb(row)` (0041's trigger): a deposit's receipt. */
export const depositDocumentRecord: z.ZodType<DepositDocument> = z
  .object({
    kind: z.enum(["receipt", "refund_voucher"]),
    number: z.string().min(1),
    issued_at: timestamp,
    supplier: z.object({ legalName: z.string(), address: z.string(), gstin: z.string() }),
    payer_name: z.string().min(1),
    payer_company: optional(z.string()),
    payer_address: optional(z.string()),
    payer_gstin: optional(z.string()),
    deposit_paise: money,
    amount_paise: money,
    deduction_paise: money,
    deduction_reason: optional(z.string()),
    method: optional(z.string()),
    reference: optional(z.string()),
  })
  .transform((row) => ({
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    supplier: row.supplier,
    payer: {
      name: row.payer_name,
      company: row.payer_company,
      address: row.payer_address,
      gstin: row.payer_gstin,
    },
    deposit: row.deposit_paise,
    amount: row.amount_paise,
    deduction: row.deduction_paise,
    deductionReason: row.deduction_reason,
    method: row.method,
    reference: row.reference,
  }));
