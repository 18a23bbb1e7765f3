import { clubDatePlusDays } from "@/lib/pricing/club-time";
import {
  BOOKING_DEFAULT_DAYS_AHEAD,
  MEETING_DISCOUNT_TIERS,
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  MEETING_ROOMS,
  OVERTIME_RATE_PERCENT,
  TECH_SUPPORT_HOURLY_RATE,
  type MeetingRoomId,
} from "@/lib/pricing/constants";
import { withGst, type HourlyQuote } from "@/lib/pricing/quote-totals";
import { percentOf, type Paise } from "@/lib/pricing/money";
import type { MemberQuoteFields } from "@/lib/pricing/member-quote-fields";

/** GST is charged on base − discount + add-ons. */
export type MeetingRoomQuote = HourlyQuote & {
  room: MeetingRoomId;
  base: Paise;
  discountPercent: number;
  discount: Paise;
  addOns: Paise;
} & MemberQuoteFields;

export type MeetingRoomQuoteInput = { room: MeetingRoomId; hours: number; techSupport: boolean };

/**
 * Whole hours from 1 to 8. A fractional entry rounds to the nearest hour (slots are hourly);
 * NaN (an emptied number field) falls back to the minimum.
 */
export function clampMeetingHours(hours: number): number {
  if (Number.isNaN(hours)) return MEETING_MIN_HOURS;
  return Math.min(MEETING_MAX_HOURS, Math.max(MEETING_MIN_HOURS, Math.round(hours)));
}

/** 20 from 8 hours, 10 from 4 hours, otherwise 0 (hours already clamped). */
export function meetingDiscountPercent(hours: number): number {
  return MEETING_DISCOUNT_TIERS.find((tier) => hours >= tier.minHours)?.percent ?? 0;
}

export function quoteMeetingRoom({
  room,
  hours,
  techSupport,
}: MeetingRoomQuoteInput): MeetingRoomQuote {
  const priced = clampMeetingHours(hours);
  const hourlyRate = MEETING_ROOMS[room].hourlyRate;
  const base = hourlyRate * priced;
  const discountPercent = meetingDiscountPercent(priced);
  const discount = percentOf(base, discountPercent);
  const addOns = techSupport ? TECH_SUPPORT_HOURLY_RATE * priced : 0;
  return {
    room,
    hours: priced,
    hourlyRate,
    base,
    discountPercent,
    discount,
    addOns,
    ...withGst(base - discount + addOns),
  };
}

/** The room's price for a package of hours before GST and add-ons (half-day, full day). */
export function meetingRoomPackagePrice(room: MeetingRoomId, hours: number): Paise {
  const quote = quoteMeetingRoom({ room, hours, techSupport: false });
  return quote.base - quote.discount;
}

/** Overtime: 1.5 times the room's hourly rate, per hour. */
export function meetingRoomOvertimeRate(room: MeetingRoomId): Paise {
  return percentOf(MEETING_ROOMS[room].hourlyRate, OVERTIME_RATE_PERCENT);
}

/** The calculator's default date: tomorrow at the club. */
export function defaultMeetingDate(now: Date): string {
  return clubDatePlusDays(now, BOOKING_DEFAULT_DAYS_AHEAD);
}
