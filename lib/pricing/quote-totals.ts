import { GST_PERCENT } from "@/lib/pricing/constants";
import { percentOf, type Paise } from "@/lib/pricing/money";

/** How a room or studio quote ends: the amount GST is charged on, the GST, and the two together. */
export type GstTotals = { subtotal: Paise; gst: Paise; total: Paise };

/** What every room or studio quote carries: the hours priced (after clamping), their rate, its totals. */
export type HourlyQuote = { hours: number; hourlyRate: Paise } & GstTotals;

export function withGst(subtotal: Paise): GstTotals {
  const gst = percentOf(subtotal, GST_PERCENT);
  return { subtotal, gst, total: subtotal + gst };
}
