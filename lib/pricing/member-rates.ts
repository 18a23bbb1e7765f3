import { withGst } from "@/lib/pricing/quote-totals";
import { GST_PERCENT } from "@/lib/pricing/constants";
import { percentOf, type Paise } from "@/lib/pricing/money";
import type { BookingQuote } from "@/lib/pricing/bookings";

export type { MemberQuoteFields } from "@/lib/pricing/member-quote-fields";

/**
 * Member rates and room credit in a quote (issue 38), the same rules as the database's
 * member_quote, creditable_value and quote_with_credit (0090), which price what is charged: the
 * browser shows the member's figure beside the list price, the server stores the database's.
 */

/** The products members book at a member rate, and the owner's default percent off list. */
export const MEMBER_RATE_PRODUCTS = ["meeting-room", "podcast-studio"] as const;
export type MemberRateProduct = (typeof MEMBER_RATE_PRODUCTS)[number];
export const DEFAULT_MEMBER_RATE_PERCENT = 20;

/** What a signed-in member's rates are (null for anyone else). */
export type MemberRates = Record<MemberRateProduct, number>;

/**
 * A room or studio quote at the member rate. A room's member discount replaces its length
 * discount when larger (a member never pays more than anyone else); the studio's hire is
 * discounted; tech support and post-production stay at list. Other quotes are returned as given.
 */
export function memberQuote(quote: BookingQuote, percent: number): BookingQuote {
  if (quote.kind === "meeting-room") {
    const discountPercent = Math.max(quote.discountPercent, percent);
    const discount = percentOf(quote.base, discountPercent);
    return {
      ...quote,
      discountPercent,
      discount,
      memberPercent: percent,
      listTotal: quote.total,
      ...withGst(quote.base - discount + quote.addOns),
    };
  }
  if (quote.kind === "podcast-studio") {
    const memberDiscount = percentOf(quote.studio, percent);
    return {
      ...quote,
      memberPercent: percent,
      memberDiscount,
      listTotal: quote.total,
      ...withGst(quote.studio - memberDiscount + quote.postProduction),
    };
  }
  return quote;
}

/** The room value credit may pay for, before GST: the hire after discounts, a pass's price. */
export function creditableValue(quote: BookingQuote): Paise {
  switch (quote.kind) {
    case "meeting-room":
      return quote.base - quote.discount;
    case "podcast-studio":
      return quote.studio - (quote.memberDiscount ?? 0);
    case "day-pass":
      return quote.price;
    default:
      return 0;
  }
}

/** The quote once `credit` paise of it are paid by credit: GST on the money part only. */
export function quoteWithCredit(quote: BookingQuote, credit: Paise): BookingQuote {
  if (credit <= 0) return quote;
  if (quote.kind === "day-pass") {
    const price = quote.price - credit;
    const gst = percentOf(price, GST_PERCENT);
    return { ...quote, credit, gst, total: price + gst };
  }
  if (quote.kind === "meeting-room" || quote.kind === "podcast-studio") {
    return { ...quote, credit, ...withGst(quote.subtotal - credit) };
  }
  return quote;
}

/** The quote a member sees before booking: at their rate, less the credit they have for it. */
export function quoteForMember(
  quote: BookingQuote,
  rates: MemberRates | null,
  creditAvailable: Paise,
): BookingQuote {
  const priced =
    rates && (quote.kind === "meeting-room" || quote.kind === "podcast-studio")
      ? memberQuote(quote, rates[quote.kind])
      : quote;
  return quoteWithCredit(priced, Math.min(Math.max(creditAvailable, 0), creditableValue(priced)));
}
