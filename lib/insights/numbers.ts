import "server-only";
import type { InsightsStore, RevenueRow, SeatsRow } from "@/lib/insights/store";
import {
  PRODUCTS,
  type Capacity,
  type MrrMonth,
  type OccupancyMonth,
  type OwnerNumbers,
  type Product,
  type RevenueMonth,
  type RoomWeek,
} from "@/lib/insights/types";
import { MEMBERSHIP_PLANS, type MembershipPlan } from "@/lib/memberships/types";
import { addDaysToDate, addMonthsToDate, clubToday, weekdayOf } from "@/lib/pricing/club-time";
import { MEETING_ROOM_IDS } from "@/lib/pricing/constants";
import { STUDIO_RESOURCE } from "@/lib/pricing/bookings";
import { site } from "@/lib/site";

/** How far back the page looks: 12 months (this one included) and 12 weeks (this one included). */
export const MONTHS = 12;
export const WEEKS = 12;

/** The rooms and the studio, in the order the page lists them. */
export const RESOURCES: string[] = [...MEETING_ROOM_IDS, STUDIO_RESOURCE];

/**
 * The club's capacity when the owner has not set one: the site's own claim of its seats ("500+"
 * on the home page), so the figure is never a percentage of nothing.
 */
export const DEFAULT_CAPACITY = Number.parseInt(site.facts.seats, 10);

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** The club's open days as ISO weekdays (Monday 1 … Sunday 7), from the site's hours. */
const OPEN_DAYS = site.hours.days.map((day) => WEEKDAYS.indexOf(day) || 7);

/**
 * A date column as its club date: PGlite and pg give a Date at UTC midnight (lib/db), PostgREST
 * text. Duck-typed: a Date from another realm (PGlite's own) is no `instanceof Date` here.
 */
export const dateText = (value: unknown) =>
  typeof value === "object" && value !== null && "toISOString" in value
    ? (value as Date).toISOString().slice(0, 10)
    : String(value).slice(0, 10);

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 100) / whole) : 0;

/** The first of `today`'s month, `count - 1` months back. */
export function firstMonth(today: string, count = MONTHS): string {
  return addMonthsToDate(`${today.slice(0, 7)}-01`, -(count - 1));
}

/** The Monday of `date`'s week (club weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  return addDaysToDate(date, -((weekdayOf(date) + 6) % 7));
}

export function occupancyOf(rows: SeatsRow[], capacity: number): OccupancyMonth[] {
  const months = new Map<string, OccupancyMonth>();
  for (const row of rows) {
    const month = dateText(row.month).slice(0, 7);
    const entry = months.get(month) ?? {
      month,
      asOf: dateText(row.as_of),
      seatsByPlan: Object.fromEntries(MEMBERSHIP_PLANS.map((p) => [p, 0])) as Record<
        MembershipPlan,
        number
      >,
      deskSeats: 0,
      percent: 0,
    };
    if ((MEMBERSHIP_PLANS as readonly string[]).includes(row.plan)) {
      entry.seatsByPlan[row.plan as MembershipPlan] += Number(row.seats);
    }
    months.set(month, entry);
  }
  for (const entry of months.values()) {
    entry.deskSeats = entry.seatsByPlan["dedicated-desk"] + entry.seatsByPlan["managed-office"];
    entry.percent = percentOf(entry.deskSeats, capacity);
  }
  return [...months.values()];
}

/** Every month from `from` (a first of the month) to `today`'s, each listed even when empty. */
function monthsFrom(from: string, today: string): string[] {
  const months: string[] = [];
  for (let m = from; m.slice(0, 7) <= today.slice(0, 7); m = addMonthsToDate(m, 1)) {
    months.push(m.slice(0, 7));
  }
  return months;
}

export function revenueOf(rows: RevenueRow[], from: string, today: string): RevenueMonth[] {
  const zero = () => Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
  const months = new Map(monthsFrom(from, today).map((m) => [m, zero()]));
  for (const row of rows) {
    const byProduct = months.get(dateText(row.month).slice(0, 7));
    if (!byProduct) continue;
    const product = (PRODUCTS as readonly string[]).includes(row.product)
      ? (row.product as Product)
      : "other";
    byProduct[product] += Number(row.net_paise);
  }
  return [...months].map(([month, byProduct]) => ({
    month,
    byProduct,
    total: PRODUCTS.reduce((sum, p) => sum + byProduct[p], 0),
  }));
}

/** The owner's numbers at `now`, from the club's books and contracts (0078's functions). */
export async function ownerNumbersWith(store: InsightsStore, now: Date): Promise<OwnerNumbers> {
  const today = clubToday(now);
  const from = firstMonth(today);
  const weeksFrom = addDaysToDate(mondayOf(today), -7 * (WEEKS - 1));
  const [capacity, seats, mrr, revenue, rooms, deposits] = await Promise.all([
    capacityWith(store),
    store.seatsByMonth(from, today, today),
    store.mrrByMonth(from, today, today),
    store.revenueByMonth(from, today),
    store.roomUse(weeksFrom, today, {
      resources: RESOURCES,
      days: OPEN_DAYS,
      opens: site.hours.opens,
      closes: site.hours.closes,
    }),
    store.depositsHeld(),
  ]);
  return {
    today,
    capacity,
    occupancy: occupancyOf(seats, capacity.seats),
    rooms: rooms.map((row): RoomWeek => ({
      week: dateText(row.week),
      resource: row.resource,
      bookedHours: Number(row.booked_minutes) / 60,
      openHours: Number(row.open_minutes) / 60,
      percent: percentOf(Number(row.booked_minutes), Number(row.open_minutes)),
    })),
    revenue: revenueOf(revenue, from, today),
    mrr: mrr.map((row): MrrMonth => ({
      month: dateText(row.month).slice(0, 7),
      mrr: Number(row.mrr),
      new: Number(row.new_paise),
      expansion: Number(row.expansion_paise),
      contraction: Number(row.contraction_paise),
      churn: Number(row.churn_paise),
      customers: Number(row.customers),
    })),
    deposits: {
      held: { count: Number(deposits?.held_count ?? 0), amount: Number(deposits?.held_paise ?? 0) },
      refundDue: {
        count: Number(deposits?.refund_due_count ?? 0),
        amount: Number(deposits?.refund_due_paise ?? 0),
      },
    },
  };
}

/** The owner's capacity, or the site's default. */
export async function capacityWith(store: InsightsStore): Promise<Capacity> {
  const seats = await store.capacity();
  return seats ? { seats, ownerSet: true } : { seats: DEFAULT_CAPACITY, ownerSet: false };
}
