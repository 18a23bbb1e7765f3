import { z } from "@/lib/zod";
import { CHECKOUT_LIMITS } from "@/lib/store/checkout-rules";

/**
 * What the cart drawer sends to POST /api/checkout, and what the handler accepts. Shared, so
 * the browser and the server read the same limits; the server never trusts the browser's check.
 */
const storeId = z.string().trim().min(1).max(120);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const checkoutRequestSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: storeId,
        variant_id: storeId,
        quantity: z.number().int().min(1).max(CHECKOUT_LIMITS.maxQuantity),
      }),
    )
    .min(1, "Your cart is empty")
    .max(CHECKOUT_LIMITS.maxLines),
  /** The page the shopper checked out from: the store's cancel URL, if it is ours. */
  cancelUrl: z.string().max(2000).optional(),
  // A browser's odd locale or zone falls back to the club's own rather than failing checkout.
  locale: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/)
    .optional()
    .catch(undefined),
  timeZone: z.string().max(64).refine(isTimeZone).optional().catch(undefined),
});

export const inventoryQuerySchema = z.object({
  product_ids: z.array(storeId).min(1).max(CHECKOUT_LIMITS.maxLines),
});

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
