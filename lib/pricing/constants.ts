import { rupees } from "@/lib/pricing/money";

/**
 * Every business constant of the club's prices and booking rules (spec section 9), once.
 * Calculators, plan cards, the spaces hub, JSON-LD, the booking handler and tests read these.
 */

export const GST_PERCENT = 18;
/** The same rate as a fraction, for display and structured data; arithmetic uses GST_PERCENT. */
export const GST_RATE = GST_PERCENT / 100;
/** Said next to every price shown without GST, so the breakdown's total is no surprise. */
export const EXCLUDES_GST = "+ GST";

// Meeting rooms
export const MEETING_ROOMS = {
  "4-seater": { name: "4-Seater Meeting Room", seats: 4, hourlyRate: rupees(600) },
  "8-seater": { name: "8-Seater Meeting Room", seats: 8, hourlyRate: rupees(800) },
} as const;
export type MeetingRoomId = keyof typeof MEETING_ROOMS;
export const MEETING_ROOM_IDS = Object.keys(MEETING_ROOMS) as MeetingRoomId[];
export const DEFAULT_MEETING_ROOM: MeetingRoomId = "4-seater";
export const MEETING_MIN_HOURS = 1;
export const MEETING_MAX_HOURS = 8;
export const HALF_DAY_HOURS = 4;
export const FULL_DAY_HOURS = 8;
/** Longest qualifying tier first: 20% at 8 hours, 10% from 4 hours. */
export const MEETING_DISCOUNT_TIERS = [
  { minHours: FULL_DAY_HOURS, percent: 20 },
  { minHours: HALF_DAY_HOURS, percent: 10 },
] as const;
export const TECH_SUPPORT_HOURLY_RATE = rupees(300);
/** Overtime is charged at 1.5 times the hourly rate, written as a whole percentage. */
export const OVERTIME_RATE_PERCENT = 150;

// Bookings of rooms and the studio (club time, Asia/Kolkata)
export const BOOKING_DEFAULT_DAYS_AHEAD = 1;
export const BOOKING_MIN_LEAD_MINUTES = 60;
export const BOOKING_MAX_MONTHS_AHEAD = 2;

// Refunds on the meeting-rooms and podcast-studio pages
export const REFUND_FULL_BEFORE_HOURS = 48;
export const REFUND_PARTIAL_BEFORE_HOURS = 24;
export const REFUND_PARTIAL_PERCENT = 50;
/**
 * A room or studio booking can be moved to another time until this many hours before it starts:
 * the free-cancellation window (0066_booking_reschedule.sql holds the same number).
 */
export const ROOM_RESCHEDULE_HOURS = REFUND_FULL_BEFORE_HOURS;

// Workspaces
export const WORKSPACE_PRODUCTS = {
  "dedicated-desk": { name: "Dedicated Desk", seatRate: rupees(6000) },
  "managed-office": { name: "Managed Office", seatRate: rupees(9000) },
} as const;
export type WorkspaceProduct = keyof typeof WORKSPACE_PRODUCTS;
export const WORKSPACE_TERMS = {
  monthly: { label: "Monthly", months: 1, freeMonths: 0 },
  quarterly: { label: "Quarterly", months: 3, freeMonths: 0 },
  annual: { label: "Annual", months: 12, freeMonths: 1 },
} as const;
export type WorkspaceTerm = keyof typeof WORKSPACE_TERMS;
export const DEFAULT_WORKSPACE_TERM: WorkspaceTerm = "monthly";
/** The calculator's deposit; the policy pages' "2-3 months' fee" is their own text. */
export const SECURITY_DEPOSIT_MONTHS = 4;
export const DESK_MIN_SEATS = 1;
export const DESK_DEFAULT_SEATS = 1;
export const OFFICE_SEAT_OPTIONS = [2, 4, 6, 15, 24, 35] as const;
export type OfficeSeatOption = (typeof OFFICE_SEAT_OPTIONS)[number];
export const OFFICE_DEFAULT_SEATS: OfficeSeatOption = 2;
export const MOVE_IN_DEFAULT_DAYS_AHEAD = 2;

// Podcast studio
export const PODCAST_PLANS = {
  basic: { name: "Basic", hourlyRate: rupees(2500), maxSpeakers: 2 },
  pro: { name: "Pro", hourlyRate: rupees(3000), maxSpeakers: 4 },
} as const;
export type PodcastPlan = keyof typeof PODCAST_PLANS;
export const DEFAULT_PODCAST_PLAN: PodcastPlan = "pro";
export const PODCAST_POST_PRODUCTION_HOURLY_RATE = rupees(10000);
export const PODCAST_MIN_HOURS = 1;
export const PODCAST_MIN_POST_PRODUCTION_HOURS = 0;
/**
 * The studio's "from" figure on every page: its cheapest bookable plan. The spec's pricing-page
 * 2,000/hour is a figure no one could book, so it is not shown (see the issue on correctness).
 */
export const PODCAST_FROM_RATE = Math.min(
  ...Object.values(PODCAST_PLANS).map((plan) => plan.hourlyRate),
);

// Passes and the spaces hub
export const DAY_PASS_ITEM_KEY = "day-pass";
export const DAY_PASS_PRICE = rupees(600);
/** Day passes are non-refundable but can be rescheduled up to this many hours before. */
export const DAY_PASS_RESCHEDULE_HOURS = 24;
/** The specification withholds the virtual office price; ₹1,500 a month is our placeholder. */
export const VIRTUAL_OFFICE_MONTHLY_PRICE = rupees(1500);
