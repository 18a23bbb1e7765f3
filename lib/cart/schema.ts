import { z } from "@/lib/zod";

/**
 * The cart as stored in local storage. Whatever is there is checked against this on load: a
 * corrupted, tampered or outdated cart is dropped, never trusted and never a crash.
 */
const id = z.string().min(1).max(120);

export const storedCartSchema = z.object({
  lines: z
    .array(
      z.object({
        product: z.object({
          id,
          title: z.string().max(300),
          image: z.string().max(2000).nullable(),
        }),
        variant: z.object({
          id,
          title: z.string().max(300),
          image_url: z.string().max(2000).nullable(),
          price_in_cents: z.number().int().nonnegative(),
          compare_at_cents: z.number().int().nonnegative().nullable(),
          currency: z.string().min(1).max(10),
          manage_inventory: z.boolean(),
          inventory_quantity: z.number().int().nullable(),
        }),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .max(100),
});
