import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { InvoiceLineInput } from "@/lib/invoices/types";
import { MEETING_ROOMS, type MeetingRoomId } from "@/lib/pricing/constants";
import type { Paise } from "@/lib/pricing/money";
import type { Period } from "@/lib/memberships/billing";
import { capLabel, hoursLabel, type CapUnit } from "@/lib/bookings/rules/company-allowance";

export { capLabel, type CapUnit };

/**
 * Company billing's rules, pure: which period bills a charge, the invoice line it becomes, the
 * cap's sentence. Bookings on the company are lines of the next membership invoice (0100).
 */

/** The most company admins a holder names besides themselves. */
export const MAX_COMPANY_ADMINS = 3;

/** A charge the billing run may bill (0100's company_charges_due). */
export type DueCharge = {
  id: string;
  membershipId: string;
  bookedBy: string;
  resource: string;
  bookedOn: string;
  hours: number;
  value: Paise;
  credit: Paise;
  amount: Paise;
  billOn: string;
  /** The latest period its membership has invoiced: a charge goes on a later one. */
  lastPeriodStart: string | null;
};

/** An invoice line that names the charge it bills: the database marks it billed once (0100). */
export type ChargeLine = InvoiceLineInput & { companyChargeId: string };

/**
 * The period of `periods` (a membership's, in order) that bills `charge`: the first one starting
 * on or after its bill date that is not invoiced yet; null while none has begun.
 */
export function billingPeriodOf(charge: DueCharge, periods: Period[]): Period | null {
  const last = charge.lastPeriodStart;
  return periods.find((p) => p.start >= charge.billOn && (last === null || p.start > last)) ?? null;
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export function resourceName(resource: string): string {
  if (resource in MEETING_ROOMS) return MEETING_ROOMS[resource as MeetingRoomId].name;
  return "Podcast Studio";
}

/** The hours a charge bills after credit, to two places (2 of a 4-hour booking half covered). */
export function billedHours({
  hours,
  value,
  amount,
}: Pick<DueCharge, "hours" | "value" | "amount">) {
  return value === 0 ? 0 : Math.round((hours * amount * 100) / value) / 100;
}

/**
 * The line of a booking on the company: the room, the day, who booked, what credit covered; its
 * taxable value what is left, under the rooms' SAC (997212) and rate, like the rent beside it.
 */
export function chargeLine(charge: DueCharge): ChargeLine {
  const what = `${resourceName(charge.resource)}, ${dayLabel(charge.bookedOn)}, booked by ${charge.bookedBy}`;
  const hours =
    charge.credit > 0
      ? `${hoursLabel(billedHours(charge))} of ${charge.hours} after room credit`
      : hoursLabel(charge.hours);
  return {
    description: `${what}: ${hours}`,
    taxCode: SPACE_RENTAL,
    quantity: 1,
    taxableValue: charge.amount,
    companyChargeId: charge.id,
  };
}

const MONTH = (date: string) =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** What a seat user may book on the company per month, as they read it. */

/** What is left of the cap this month, never below nothing. */
export function capLeft(unit: CapUnit, cap: number, used: { hours: number; paise: number }) {
  return Math.max(0, cap - (unit === "hours" ? used.hours : used.paise));
}

/** The refusal over the cap: the limit, what is left in that month, and what to do. */
export function overCapMessage(
  company: string,
  unit: CapUnit,
  cap: number,
  used: { hours: number; paise: number },
  date: string,
): string {
  const left = capLeft(unit, cap, used);
  const worth = unit === "paise" ? " of bookings (member rate, before GST)" : "";
  return `This booking is over ${company}'s monthly limit of ${capLabel(unit, cap)}${worth} per person: you have ${capLabel(unit, left)} left in ${MONTH(date)}. Book fewer hours, or pay for it yourself.`;
}

/** Each charge's line under the period that bills it (by period start); later ones wait. */
export function chargeLinesByPeriod(charges: DueCharge[], periods: Period[]) {
  const lines = new Map<string, ChargeLine[]>();
  for (const charge of charges) {
    const period = billingPeriodOf(charge, periods);
    if (period) lines.set(period.start, [...(lines.get(period.start) ?? []), chargeLine(charge)]);
  }
  return lines;
}

export function chargesByMembership(charges: DueCharge[]) {
  const by = new Map<string, DueCharge[]>();
  for (const charge of charges) {
    by.set(charge.membershipId, [...(by.get(charge.membershipId) ?? []), charge]);
  }
  return by;
}
