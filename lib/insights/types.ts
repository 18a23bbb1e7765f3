import type { MembershipPlan } from "@/lib/memberships/types";
import type { Paise } from "@/lib/pricing/money";

/** What revenue is sold as, in the order the page lists it. */
export const PRODUCTS = ["rent", "rooms", "studio", "passes", "packs", "store", "other"] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_LABELS: Record<Product, string> = {
  rent: "Rent",
  rooms: "Meeting rooms",
  studio: "Podcast studio",
  passes: "Day passes",
  packs: "Packs",
  store: "Store",
  other: "Other",
};

/** Seats sold on a day (a month's last, or today), by plan, against the club's capacity. */
export type OccupancyMonth = {
  /** `yyyy-mm`. */
  month: string;
  /** The club date the seats are counted on. */
  asOf: string;
  seatsByPlan: Record<MembershipPlan, number>;
  /** Desk seats: dedicated desks and managed offices (a virtual office takes no desk). */
  deskSeats: number;
  /** deskSeats as a whole percentage of the capacity. */
  percent: number;
};

/** A room's (or the studio's) week: hours booked against hours open. */
export type RoomWeek = {
  /** The week's Monday, a club date. */
  week: string;
  resource: string;
  bookedHours: number;
  openHours: number;
  percent: number;
};

/** A month's revenue before GST, by product, credit notes netted. */
export type RevenueMonth = { month: string; byProduct: Record<Product, Paise>; total: Paise };

/** MRR on a month's day and how it moved from the month before (each movement positive). */
export type MrrMonth = {
  month: string;
  mrr: Paise;
  new: Paise;
  expansion: Paise;
  contraction: Paise;
  churn: Paise;
  customers: number;
};

export type DepositsHeld = {
  held: { count: number; amount: Paise };
  refundDue: { count: number; amount: Paise };
};

export type Capacity = { seats: number; ownerSet: boolean };

/** The owner's numbers page at `today`: 12 months, 12 weeks. */
export type OwnerNumbers = {
  today: string;
  capacity: Capacity;
  occupancy: OccupancyMonth[];
  rooms: RoomWeek[];
  revenue: RevenueMonth[];
  mrr: MrrMonth[];
  deposits: DepositsHeld;
};

/** The most desk seats a capacity may say (0078's check). */
export const MAX_CAPACITY = 100_000;
export const CAPACITY_INVALID = "Enter the club's desk seats: a whole number from 1 to 100,000.";
