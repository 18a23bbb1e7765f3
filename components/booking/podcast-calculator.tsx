"use client";

import {
  DEFAULT_PODCAST_PLAN,
  EXCLUDES_GST,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  STUDIO_RESOURCE,
  clampPostProductionHours,
  clampStudioHours,
  defaultStudioDate,
  formatInr,
  quotePodcast,
  type PodcastPlan,
  type PodcastRequest,
} from "@/lib/pricing";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";
import { dateFromQuery, hourlyChoices, timeFromQuery, timedQuery } from "./calculator-state";
import { ChoiceCards } from "./choice-cards";
import { NumberStepper } from "./number-stepper";
import { TimedBookingForm } from "./timed-booking-form";
import { useTimedBooking } from "./use-timed-booking";
import { queryChoice, queryNumber } from "./use-url-state";

type State = {
  plan: PodcastPlan;
  date: string;
  time: string;
  hours: number;
  postProductionHours: number;
};

const PLAN_IDS = Object.keys(PODCAST_PLANS) as PodcastPlan[];
const studioHours = (hours: number) =>
  Math.min(BOOKING_LIMITS.studioMaxHours, clampStudioHours(hours));
const postHours = (hours: number) =>
  Math.min(BOOKING_LIMITS.postProductionMaxHours, clampPostProductionHours(hours));

const parse = (query: URLSearchParams, now: Date): State => ({
  plan: queryChoice(query, "plan", PLAN_IDS) ?? DEFAULT_PODCAST_PLAN,
  date: dateFromQuery(query) ?? defaultStudioDate(now),
  time: timeFromQuery(query),
  hours: studioHours(queryNumber(query, "hours") ?? PODCAST_MIN_HOURS),
  postProductionHours: postHours(queryNumber(query, "post") ?? PODCAST_MIN_POST_PRODUCTION_HOURS),
});
const serialize = (s: State) => ({ plan: s.plan, ...timedQuery(s), post: s.postProductionHours });

const PLAN_CHOICES = hourlyChoices(
  PLAN_IDS,
  PODCAST_PLANS,
  (id) => `${PODCAST_PLANS[id].maxSpeakers} speakers`,
);

/** The two hour counts, each clamped to its own range; a studio change may free or take slots. */
const HOUR_FIELDS = [
  {
    id: "hours",
    label: "Studio hours",
    unit: "studio hours",
    min: PODCAST_MIN_HOURS,
    max: BOOKING_LIMITS.studioMaxHours,
    clamp: studioHours,
    clears: ["hours", "time"],
  },
  {
    id: "postProductionHours",
    label: "Post-production hours",
    unit: "post-production hours",
    min: PODCAST_MIN_POST_PRODUCTION_HOURS,
    max: BOOKING_LIMITS.postProductionMaxHours,
    clamp: postHours,
    clears: ["postProductionHours"],
    hint: `Editing and mastering at ${formatInr(PODCAST_POST_PRODUCTION_HOURLY_RATE)} an hour ${EXCLUDES_GST}.`,
  },
] as const;

/** /podcast-studio: plan (Pro by default), date, free slot, studio and post-production hours. */
export function PodcastCalculator({ renderedAt }: { renderedAt: number }) {
  const booking = useTimedBooking(parse, serialize, () => STUDIO_RESOURCE, renderedAt);
  const { state, errors, update } = booking;
  const quote = { kind: "podcast-studio", ...quotePodcast(state) } as const;
  const request: PodcastRequest = { kind: "podcast-studio", ...state };

  return (
    <TimedBookingForm
      booking={booking}
      label="Book the podcast studio"
      title="Your session"
      space={`Podcast Studio (${PODCAST_PLANS[state.plan].name})`}
      quote={quote}
      request={request}
      choice={
        <ChoiceCards
          name="plan"
          legend="Plan"
          choices={PLAN_CHOICES}
          value={state.plan}
          onChange={(plan) => update({ plan }, [])}
        />
      }
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {HOUR_FIELDS.map(({ clears, ...field }) => (
          <NumberStepper
            key={field.id}
            {...field}
            value={state[field.id]}
            onChange={(value) => update({ [field.id]: value }, [...clears])}
            error={errors[field.id]}
          />
        ))}
      </div>
    </TimedBookingForm>
  );
}
