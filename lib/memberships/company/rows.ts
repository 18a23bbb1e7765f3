import type { DueCharge } from "@/lib/memberships/company/rules";

type Big = number | string;
type Day = string | Date;

/** A date column as the club date it holds (PGlite answers a Date at UTC midnight, PostgREST text). */
export const dayOf = (value: Day) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A row of 0100's company_charges_due. */
export type DueChargeRow = {
  id: string;
  membership_id: string;
  booked_by: string;
  resource: string;
  booked_on: Day;
  hours: number;
  value_paise: Big;
  credit_paise: Big;
  amount_paise: Big;
  bill_on: Day;
  last_period_start: Day | null;
};

export const reshapeDueCharge = (row: DueChargeRow): DueCharge => ({
  id: row.id,
  membershipId: row.membership_id,
  bookedBy: row.booked_by,
  resource: row.resource,
  bookedOn: dayOf(row.booked_on),
  hours: Number(row.hours),
  value: Number(row.value_paise),
  credit: Number(row.credit_paise),
  amount: Number(row.amount_paise),
  billOn: dayOf(row.bill_on),
  lastPeriodStart: row.last_period_start === null ? null : dayOf(row.last_period_start),
});
