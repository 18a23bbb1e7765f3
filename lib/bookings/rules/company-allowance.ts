import { formatInr } from "@/lib/pricing/money";

/**
 * What the booking form shows a seat user who may book on their company (0100): browser-safe,
 * here in the bookings' rules so the room pages do not load lib/memberships (issue 37's walk).
 * lib/memberships/company owns the allowance and re-exports these.
 */

/** A company's monthly cap per person: in hours, or in paise of bookings at the member rate. */
export type CapUnit = "hours" | "paise";

/** What a seat user may still book on the company this month (null: may not at all). */
export type CompanyAllowance = {
  company: string;
  unit: CapUnit;
  cap: number;
  left: number;
};

export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** A cap or what is left of it: "3 hours" or "₹2,400.00". */
export function capLabel(unit: CapUnit, cap: number): string {
  return unit === "hours" ? hoursLabel(cap) : formatInr(cap);
}
