import { PACK_PRODUCTS } from "@/lib/pricing/packs";
import { z } from "@/lib/zod";
import { invoiceBuyerSchema } from "@/lib/validation/booking";
import { invoiceAddressErrors } from "@/lib/validation/invoice-address";

export const PACK_MESSAGES = {
  productInvalid: "Please choose a pack.",
  priceInvalid: "Enter the price in whole rupees, from ₹1 to ₹10,00,000.",
  notRefundable: "Please confirm that you understand packs are non-refundable.",
} as const;

const product = z.enum(PACK_PRODUCTS, { error: PACK_MESSAGES.productInvalid });

/**
 * POST /api/packs: the pack, the member's word that it is non-refundable, and for a GST invoice
 * the buyer's company and GSTIN (with a GSTIN, its billing address and state, rule 46(e)).
 */
export const packPurchaseSchema = invoiceBuyerSchema
  .extend({
    product,
    acceptNonRefundable: z.literal(true, { error: PACK_MESSAGES.notRefundable }),
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(invoiceAddressErrors(values))) {
      ctx.addIssue({ code: "custom", message, path: [field] });
    }
  });

/** POST /api/staff/packs/prices: a pack's price before GST, in whole rupees. */
export const packPriceSchema = z.object({
  product,
  rupees: z.coerce
    .number({ error: PACK_MESSAGES.priceInvalid })
    .int(PACK_MESSAGES.priceInvalid)
    .min(1, PACK_MESSAGES.priceInvalid)
    .max(1_000_000, PACK_MESSAGES.priceInvalid),
});
