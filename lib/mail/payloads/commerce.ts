import type { IssuedInvoice } from "@/lib/invoices/types";
import { orderReference } from "@/lib/store";
import { z } from "@/lib/zod";
import { id, money, optional, timestamp } from "@/lib/validation/record-fields";

/**
 * Store orders (lib/store/embedded/schema.sql, payments.sql) and invoices (0008_invoices.sql)
 * as their outbox triggers write them.
 */

const orderFields = {
  id,
  user_id: id.nullable(),
  contact_email: z.string().nullable(),
  status: z.enum(["awaiting_payment", "paid", "collected", "cancelled", "expired"]),
  payment_method: z.enum(["pay_at_front_desk", "online"]),
  hold_expires_at: timestamp.nullish().transform((value) => value ?? null),
  currency: z.string().regex(/^[A-Z]{3}$/),
  total_cents: money,
  created_at: timestamp,
};

const withReference = <T extends { id: string }>(order: T) => ({
  ...order,
  reference: orderReference(order.id),
});

const orderLine = z.object({
  product_title: z.string(),
  variant_title: z.string(),
  quantity: z.number().int(),
  unit_price_cents: money,
});

export const orderRecord = z
  .object({ ...orderFields, lines: z.array(orderLine) })
  .transform(withReference);

/** A late payment's refund (embedded_store.record_order_refund): the order row, no lines. */
export const orderRefund = z
  .object({ ...orderFields, refund_amount: money })
  .transform(({ refund_amount, ...order }) => ({
    order: withReference(order),
    amountCents: refund_amount,
  }));

const invoiceLine = z.object({
  description: z.string(),
  taxCode: z.object({
    scheme: z.enum(["SAC", "HSN", "none"]),
    code: z.string(),
    gstPercent: z.number(),
  }),
  quantity: z.number(),
  taxableValue: money,
  cgst: money,
  sgst: money,
  igst: money,
  total: money,
});

/** An invoice or credit note; `original_number` is a credit note's invoice (0010's trigger). */
export const invoiceRecord = z
  .object({
    series: z.enum(["invoice", "credit_note"]),
    number: z.string(),
    issued_at: timestamp,
    original_number: optional(z.string()),
    supply: z.enum(["intra-state", "inter-state"]),
    place_of_supply: z.string(),
    supplier: z.object({ legalName: z.string(), address: z.string(), gstin: z.string() }),
    buyer_name: z.string(),
    buyer_company: optional(z.string()),
    buyer_gstin: optional(z.string()),
    buyer_address: optional(z.string()),
    buyer_state: optional(z.string()),
    lines: z.array(invoiceLine).min(1),
    tax_lines: z.array(z.object({ label: z.string(), amount: money })),
    taxable_paise: money,
    round_off_paise: optional(money),
    total_paise: money,
    amount_in_words: z.string(),
    tds_receivable_paise: optional(money),
  })
  .transform((row): IssuedInvoice => ({
    series: row.series,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    creditNoteFor: row.original_number,
    supply: row.supply,
    placeOfSupply: row.place_of_supply,
    supplier: row.supplier,
    buyer: {
      name: row.buyer_name,
      company: row.buyer_company,
      gstin: row.buyer_gstin,
      address: row.buyer_address,
      stateCode: row.buyer_state,
    },
    lines: row.lines,
    taxLines: row.tax_lines,
    taxableValue: row.taxable_paise,
    roundOff: row.round_off_paise ?? 0,
    total: row.total_paise,
    amountInWords: row.amount_in_words,
    ...(row.tds_receivable_paise ? { tdsReceivable: row.tds_receivable_paise } : {}),
  }));
