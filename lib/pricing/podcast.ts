import { clubDatePlusDays } from "@/lib/pricing/club-time";
import {
  BOOKING_DEFAULT_DAYS_AHEAD,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  type PodcastPlan,
} from "@/lib/pricing/constants";
import { withGst, type HourlyQuote } from "@/lib/pricing/quote-totals";
import type { Paise } from "@/lib/pricing/money";
import type { MemberQuoteFields } from "@/lib/pricing/member-quote-fields";

/** `hours` are the studio's; GST is charged on studio plus post-production. */
export type PodcastQuote = HourlyQuote & {
  plan: PodcastPlan;
  /** Post-production hours actually priced, after clamping. */
  postProductionHours: number;
  studio: Paise;
  postProduction: Paise;
} & MemberQuoteFields;

export type PodcastQuoteInput = { plan: PodcastPlan; hours: number; postProductionHours: number };

const wholeAtLeast = (value: number, min: number) =>
  Number.isFinite(value) ? Math.max(min, Math.round(value)) : min;

/** Whole studio hours, at least 1 (fractions round to the nearest hour). */
export function clampStudioHours(hours: number): number {
  return wholeAtLeast(hours, PODCAST_MIN_HOURS);
}

/** Whole post-production hours, at least 0. */
export function clampPostProductionHours(hours: number): number {
  return wholeAtLeast(hours, PODCAST_MIN_POST_PRODUCTION_HOURS);
}

export function quotePodcast({
  plan,
  hours,
  postProductionHours,
}: PodcastQuoteInput): PodcastQuote {
  const studioHours = clampStudioHours(hours);
  const postHours = clampPostProductionHours(postProductionHours);
  const hourlyRate = PODCAST_PLANS[plan].hourlyRate;
  const studio = hourlyRate * studioHours;
  const postProduction = PODCAST_POST_PRODUCTION_HOURLY_RATE * postHours;
  return {
    plan,
    hours: studioHours,
    postProductionHours: postHours,
    hourlyRate,
    studio,
    postProduction,
    ...withGst(studio + postProduction),
  };
}

/** The calculator's default date: tomorrow at the club. */
export function defaultStudioDate(now: Date): string {
  return clubDatePlusDays(now, BOOKING_DEFAULT_DAYS_AHEAD);
}
