import {
  MEETING_ROOMS,
  PODCAST_PLANS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  type BookingQuote,
} from "@/lib/pricing";
import { z } from "@/lib/zod";
import { keyOf, money } from "@/lib/validation/record-fields";

/** A booking's quote as lib/pricing and the `quote_booking` SQL function store it. */
const hourly = {
  // Issue 38: a member's rate and the credit that paid part of it (0090, 0092).
  memberPercent: z.number().int().optional(),
  listTotal: money.optional(),
  credit: money.optional(),
  hours: z.number().int(),
  hourlyRate: money,
  subtotal: money,
  gst: money,
  total: money,
};

const storedQuote = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("meeting-room"),
    techSupport: z.boolean(),
    room: keyOf(MEETING_ROOMS),
    base: money,
    discountPercent: z.number(),
    discount: money,
    addOns: money,
    ...hourly,
  }),
  z.object({
    kind: z.literal("podcast-studio"),
    plan: keyOf(PODCAST_PLANS),
    postProductionHours: z.number().int(),
    studio: money,
    memberDiscount: money.optional(),
    postProduction: money,
    ...hourly,
  }),
  z.object({
    kind: z.literal("day-pass"),
    price: money,
    gst: money,
    total: money,
    credit: money.optional(),
  }),
  z.object({
    kind: z.enum(["dedicated-desk", "managed-office"]),
    product: keyOf(WORKSPACE_PRODUCTS),
    seats: z.number().int(),
    term: keyOf(WORKSPACE_TERMS),
    seatRate: money,
    monthlyRent: money,
    gst: money.optional(),
    monthlyTotal: money.optional(),
    deposit: money,
    dueAtMoveIn: money,
    termMonths: z.number().int(),
    freeMonths: z.number().int(),
    termTotal: money,
    termSaving: money,
  }),
]);

/**
 * IMPORTANT: a desk or office quote stored before GST was itemised has no `gst` or
 * `monthlyTotal`, which BookingQuote requires; lib/pricing's quoteLines prints such a quote as
 * it was made, so it is accepted here (every other field checked) and typed as BookingQuote.
 */
export const bookingQuote = z.custom<BookingQuote>().superRefine((value, ctx) => {
  for (const issue of storedQuote.safeParse(value).error?.issues ?? []) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
});
