import { clubDatePlusDays } from "@/lib/pricing/club-time";
import {
  DESK_DEFAULT_SEATS,
  DESK_MIN_SEATS,
  MOVE_IN_DEFAULT_DAYS_AHEAD,
  OFFICE_DEFAULT_SEATS,
  OFFICE_SEAT_OPTIONS,
  GST_PERCENT,
  SECURITY_DEPOSIT_MONTHS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  type OfficeSeatOption,
  type WorkspaceProduct,
  type WorkspaceTerm,
} from "@/lib/pricing/constants";
import { percentOf, type Paise } from "@/lib/pricing/money";

export { OFFICE_SEAT_OPTIONS };

export type WorkspaceQuoteInput = { product: WorkspaceProduct; seats: number; term: WorkspaceTerm };

export type WorkspaceQuote = {
  product: WorkspaceProduct;
  /** The seats actually priced, after normalizeSeats. */
  seats: number;
  term: WorkspaceTerm;
  seatRate: Paise;
  monthlyRent: Paise;
  /** GST on one month's rent (the deposit is refundable, so it carries none). */
  gst: Paise;
  /** One month's rent with its GST: what is paid each month. */
  monthlyTotal: Paise;
  deposit: Paise;
  /** First month's rent with GST, plus the deposit (shown for the dedicated desk). */
  dueAtMoveIn: Paise;
  termMonths: number;
  freeMonths: number;
  /** Rent payable over the whole term, free months deducted. */
  termTotal: Paise;
  /** What the free months save: one month's rent on the annual term, otherwise 0. */
  termSaving: Paise;
};

export function isOfficeSeatOption(seats: number): seats is OfficeSeatOption {
  return (OFFICE_SEAT_OPTIONS as readonly number[]).includes(seats);
}

/**
 * The seats a product can be priced for: a desk takes any whole number from 1 (fractions
 * round); an office only the fixed sizes, anything else falling back to the default of 2.
 */
export function normalizeSeats(product: WorkspaceProduct, seats: number): number {
  if (product === "managed-office") return isOfficeSeatOption(seats) ? seats : OFFICE_DEFAULT_SEATS;
  return Number.isFinite(seats) ? Math.max(DESK_MIN_SEATS, Math.round(seats)) : DESK_MIN_SEATS;
}

/** Switching product type in the calculator: a desk starts again at 1; an office keeps an allowed size, else 2. */
export function resetSeatsForProduct(product: WorkspaceProduct, currentSeats: number): number {
  if (product === "dedicated-desk") return DESK_DEFAULT_SEATS;
  return isOfficeSeatOption(currentSeats) ? currentSeats : OFFICE_DEFAULT_SEATS;
}

export function quoteWorkspace({ product, seats, term }: WorkspaceQuoteInput): WorkspaceQuote {
  const priced = normalizeSeats(product, seats);
  const seatRate = WORKSPACE_PRODUCTS[product].seatRate;
  const monthlyRent = seatRate * priced;
  const gst = percentOf(monthlyRent, GST_PERCENT);
  const deposit = monthlyRent * SECURITY_DEPOSIT_MONTHS;
  const { months, freeMonths } = WORKSPACE_TERMS[term];
  return {
    product,
    seats: priced,
    term,
    seatRate,
    monthlyRent,
    gst,
    monthlyTotal: monthlyRent + gst,
    deposit,
    dueAtMoveIn: monthlyRent + gst + deposit,
    termMonths: months,
    freeMonths,
    termTotal: monthlyRent * (months - freeMonths),
    termSaving: monthlyRent * freeMonths,
  };
}

/** The calculator's default move-in date: two days ahead at the club. */
export function defaultMoveInDate(now: Date): string {
  return clubDatePlusDays(now, MOVE_IN_DEFAULT_DAYS_AHEAD);
}
