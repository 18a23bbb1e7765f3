import { z } from "@/lib/zod";
import { DAY_PASS_ITEM_KEY } from "@/lib/pricing";
import {
  checkoutContactSchema,
  invoiceBuyerSchema,
  meetingRoomRequestSchema,
  podcastRequestSchema,
} from "@/lib/validation/booking";
import { isUuid } from "@/lib/validation/uuid";
import { DESK_SALE_TEXT, DESK_PAYMENT_METHODS } from "@/lib/bookings/rules/desk-sale";

/** What the desk sells: what is paid outright online (rooms, the studio, day passes). */
const item = z.discriminatedUnion("kind", [
  meetingRoomRequestSchema,
  podcastRequestSchema,
  z.object({
    kind: z.literal(DAY_PASS_ITEM_KEY),
    date: z.string().trim().max(10).default(""),
  }),
]);

/** Who it is for: a member the desk found (booked on their account), or a walk-in. */
const customer = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("member"),
    id: z.string().refine(isUuid, DESK_SALE_TEXT.memberRequired),
    // The e-mail shown for the member picked: the route finds them again by it.
    email: z.string().trim().max(254),
  }),
  checkoutContactSchema.extend({ type: z.literal("walk-in") }),
]);

/** POST /api/staff/desk/sales: the item, the customer and how they paid at the desk. */
export const deskSaleSchema = z
  .object({
    item,
    customer,
    method: z.enum(DESK_PAYMENT_METHODS, { error: DESK_SALE_TEXT.methodRequired }),
    reference: z
      .string()
      .trim()
      .max(64, DESK_SALE_TEXT.referenceInvalid)
      .optional()
      .transform((value) => value || undefined),
  })
  .and(invoiceBuyerSchema)
  .superRefine((sale, ctx) => {
    if (sale.method !== "cash" && (!sale.reference || sale.reference.length < 4)) {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: DESK_SALE_TEXT.referenceInvalid,
      });
    }
  });

export type DeskSaleValues = z.output<typeof deskSaleSchema>;
