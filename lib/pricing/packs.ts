import { DAY_PASS_PRICE, GST_PERCENT, MEETING_ROOMS } from "@/lib/pricing/constants";
import { formatInr, percentOf, type Paise } from "@/lib/pricing/money";

/**
 * The two prepaid packs (issue 38) and their prices, pure and safe in the browser: what each is
 * worth at list, its default price, its price with GST, and how its balance reads. Prices stay in
 * lib/pricing; lib/packs sells them. The SQL of 0095_prepaid_packs.sql holds the same 90 and 7
 * days.
 */

export const PACK_PRODUCTS = ["room-hours", "day-passes"] as const;
export type PackProduct = (typeof PACK_PRODUCTS)[number];

/** What a pack's credit pays for, as the credit ledger (0089) names it. */
export type PackAppliesTo = "rooms" | "day-pass";

/** Valid through the 90th club day after the sale. */
export const PACK_VALIDITY_DAYS = 90;
/** The expiry e-mail goes this many days before a pack lapses. */
export const PACK_REMINDER_DAYS = 7;
/** The owner's default: this much under list. */
export const PACK_DEFAULT_DISCOUNT_PERCENT = 10;

/** One unit of a pack at list: an hour of the 4-seater, or a day pass. */
const ROOM_HOUR: Paise = MEETING_ROOMS["4-seater"].hourlyRate;

export const PACKS: Record<
  PackProduct,
  { name: string; units: number; unitValue: Paise; appliesTo: PackAppliesTo; summary: string }
> = {
  "room-hours": {
    name: "10 room-hours",
    units: 10,
    unitValue: ROOM_HOUR,
    appliesTo: "rooms",
    summary: `Ten hours of the ${MEETING_ROOMS["4-seater"].name} at list (${formatInr(ROOM_HOUR)} an hour), for any meeting room or the podcast studio.`,
  },
  "day-passes": {
    name: "5 day passes",
    units: 5,
    unitValue: DAY_PASS_PRICE,
    appliesTo: "day-pass",
    summary: `Five days in the lounge (${formatInr(DAY_PASS_PRICE)} a day at list), on any weekday you choose.`,
  },
};

export const isPackProduct = (value: unknown): value is PackProduct =>
  typeof value === "string" && (PACK_PRODUCTS as readonly string[]).includes(value);

/** The credit a pack grants: its units at list (room value, before GST). */
export const packValue = (product: PackProduct): Paise =>
  PACKS[product].units * PACKS[product].unitValue;

/** The price before GST when the owner has set none: 10 % under list. */
export const defaultPackPrice = (product: PackProduct): Paise =>
  packValue(product) - percentOf(packValue(product), PACK_DEFAULT_DISCOUNT_PERCENT);

export type PackQuote = { price: Paise; gst: Paise; total: Paise };

/** A pack's price with its GST, charged to the paisa like every booking's. */
export function quotePack(price: Paise): PackQuote {
  const gst = percentOf(price, GST_PERCENT);
  return { price, gst, total: price + gst };
}

/** What is left of a pack in its own units: "7 of 10 hours", "3 of 5 day passes". */
export function describePackBalance(product: PackProduct, balance: Paise): string {
  const { units, unitValue } = PACKS[product];
  if (product === "day-passes") {
    const passes = Math.floor(Math.max(balance, 0) / unitValue);
    return `${passes} of ${units} day ${units === 1 ? "pass" : "passes"} left`;
  }
  // Room credit is drawn in paise (an 8-seater hour takes more of it): hours and minutes of the
  // 4-seater at list.
  const minutes = Math.floor((Math.max(balance, 0) * 60) / unitValue);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const left = rest ? `${hours} h ${rest} min` : `${hours}`;
  return `${left} of ${units} hours left`;
}

/** What the pack page and its route say, word for word. */
export const PACK_TEXT = {
  offline: "Packs are sold online only, and payments are taken at the front desk today.",
  nonRefundable: `Packs are non-refundable. Unused credit expires ${PACK_VALIDITY_DAYS} days after purchase; we e-mail you ${PACK_REMINDER_DAYS} days before.`,
  acknowledge: `I understand packs are non-refundable and expire ${PACK_VALIDITY_DAYS} days after purchase.`,
  signIn: "Sign in to buy a pack: it is kept on your account.",
} as const;
