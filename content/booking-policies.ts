import { site } from "@/lib/site";
import { PACK_TEXT } from "@/lib/pricing/packs";
import {
  BOOKING_MAX_MONTHS_AHEAD,
  BOOKING_MIN_LEAD_MINUTES,
  DAY_PASS_RESCHEDULE_HOURS,
  GST_PERCENT,
  OVERTIME_RATE_PERCENT,
  PAYMENT_DUE_NOTE,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  REFUND_FULL_BEFORE_HOURS,
  REFUND_PARTIAL_BEFORE_HOURS,
  REFUND_PARTIAL_PERCENT,
  ROOM_RESCHEDULE_HOURS,
  SECURITY_DEPOSIT_MONTHS,
  WORKSPACE_TERMS,
  formatInr,
} from "@/lib/pricing";

/**
 * The policies each booking page lists, worded as spec section 9 gives them for that page, with
 * every figure read from lib/pricing.
 */
export type Policy = { title: string; text: string };

const hoursText = (hours: number) => `${hours} h`;
const leadHours = BOOKING_MIN_LEAD_MINUTES / 60;

const cancellation: Policy = {
  title: "Cancellation",
  text: `Full refund more than ${hoursText(REFUND_FULL_BEFORE_HOURS)} before, ${REFUND_PARTIAL_PERCENT}% between ${REFUND_PARTIAL_BEFORE_HOURS} and ${hoursText(REFUND_FULL_BEFORE_HOURS)}, none under ${hoursText(REFUND_PARTIAL_BEFORE_HOURS)}.`,
};
const bookingWindow: Policy = {
  title: "Booking window",
  text: `Minimum ${leadHours} hour, maximum ${BOOKING_MAX_MONTHS_AHEAD} months ahead.`,
};
// Moving a booking (lib/bookings/reschedule): the window the dashboard and the server keep.
const moving: Policy = {
  title: "Moving a booking",
  text: `Move it to another time up to ${ROOM_RESCHEDULE_HOURS} hours before it starts, from your dashboard.`,
};
const weekends: Policy = { title: "Weekends", text: "Weekends closed except pre-approved events." };
// Without a payment provider configured nothing is charged online, and nothing here may promise
// it; with one, rooms, the studio and day passes are paid when booked (`withPaymentPolicy`).
const payment: Policy = {
  title: "Payment",
  text: `${PAYMENT_DUE_NOTE} (cards, UPI or cash); nothing is charged online.`,
};
const onlinePayment: Policy = {
  title: "Payment",
  text: "Paid online when you book, by UPI, card or netbanking; the slot is held for you while you pay, and a GST tax invoice follows by e-mail.",
};
// Desks and offices are requests to sales, paid at the club whatever the site takes online.
const requestPayment: Policy = { ...payment };

/** A page's policies as they stand: with payments online, its payment policy says so. */
export const withPaymentPolicy = (policies: Policy[], mode: "razorpay" | "desk"): Policy[] =>
  mode === "razorpay" ? policies.map((p) => (p === payment ? onlinePayment : p)) : policies;
const gst: Policy = {
  title: "GST",
  text: `Prices exclude ${GST_PERCENT}% GST, added in the breakdown.`,
};

export const meetingRoomPolicies: Policy[] = [
  cancellation,
  moving,
  {
    title: "Overtime",
    text: `Overtime is charged at ${OVERTIME_RATE_PERCENT / 100} times the hourly rate.`,
  },
  bookingWindow,
  weekends,
  gst,
  payment,
];

export const podcastPolicies: Policy[] = [
  cancellation,
  moving,
  bookingWindow,
  weekends,
  {
    title: "Plans",
    text: `Basic for up to ${PODCAST_PLANS.basic.maxSpeakers} speakers, Pro for up to ${PODCAST_PLANS.pro.maxSpeakers}. Post-production ${formatInr(PODCAST_POST_PRODUCTION_HOURLY_RATE)} an hour.`,
  },
  gst,
  payment,
];

const annualFree = WORKSPACE_TERMS.annual.freeMonths;

export const workspacePolicies: Policy[] = [
  { title: "Security deposit", text: `${SECURITY_DEPOSIT_MONTHS} times the monthly rent.` },
  {
    title: "Due at move-in",
    text: "The first month's rent with its GST, plus the deposit (dedicated desk).",
  },
  {
    title: "Terms",
    text: `Monthly, quarterly or annual; annual has ${annualFree} month free, a saving equal to one month's rent.`,
  },
  {
    title: "Notice",
    text: `Monthly memberships need ${site.facts.noticeDays} days' written notice; no refund for the current cycle.`,
  },
  {
    title: "Deposit refund",
    text: `Refundable within ${site.facts.noticeDays} days of moving out.`,
  },
  gst,
  requestPayment,
];

export const dayPassPolicies: Policy[] = [
  {
    title: "Cancellation",
    text: `Day passes are non-refundable, but can be rescheduled up to ${DAY_PASS_RESCHEDULE_HOURS} hours before.`,
  },
  { title: "Opening hours", text: site.hours.label },
  gst,
  payment,
];

// Prepaid packs (lib/packs): sold online only, so their payment policy is the online one.
export const packPolicies: Policy[] = [
  { title: "Non-refundable", text: PACK_TEXT.nonRefundable },
  {
    title: "What a pack pays for",
    text: "Room-hours pay for any meeting room or the podcast studio at the booking's price (an hour of the 8-seater uses more of them); each day pass pays for one day pass.",
  },
  {
    title: "When it is used",
    text: "When you book, any credit your membership includes is used first, then your packs, the one expiring soonest first; you pay only what is left.",
  },
  gst,
  {
    title: "Payment",
    text: "Paid online by UPI, card or netbanking; the GST tax invoice follows by e-mail and is on your dashboard.",
  },
];
