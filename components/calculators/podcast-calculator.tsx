"use client";

import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Booking } from "@/lib/data/types";
import {
  DEFAULT_PODCAST_PLAN,
  PAYMENT_DUE_NOTE,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
  PODCAST_PLANS,
  PODCAST_POST_PRODUCTION_HOURLY_RATE,
  STUDIO_RESOURCE,
  clampPostProductionHours,
  clampStudioHours,
  clubToday,
  defaultStudioDate,
  formatInr,
  isWeekday,
  latestBookingDate,
  overlapsTaken,
  quotePodcast,
  type PodcastPlan,
  type PodcastRequest,
} from "@/lib/pricing";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";
import { BookingConfirmation } from "./booking-confirmation";
import { dateFromQuery, timeFromQuery, timedSummary, weekdayHint } from "./calculator-state";
import { ChoiceCards } from "./choice-cards";
import { NumberStepper } from "./number-stepper";
import { SummaryCard } from "./summary-card";
import { TimeSlotPicker } from "./time-slot-picker";
import { bookTimedSlot, useBookingSubmit } from "./use-booking-submit";
import { useClubClock } from "./use-club-clock";
import { useTakenSlots } from "./use-taken-slots";
import { queryChoice, queryNumber } from "./use-url-state";
import { useCalculatorForm } from "./use-calculator-form";

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

const parse = (query: URLSearchParams): State => ({
  plan: queryChoice(query, "plan", PLAN_IDS) ?? DEFAULT_PODCAST_PLAN,
  date: dateFromQuery(query) ?? defaultStudioDate(new Date()),
  time: timeFromQuery(query),
  hours: studioHours(queryNumber(query, "hours") ?? PODCAST_MIN_HOURS),
  postProductionHours: postHours(queryNumber(query, "post") ?? PODCAST_MIN_POST_PRODUCTION_HOURS),
});
const serialize = (s: State) => ({
  plan: s.plan,
  date: s.date,
  time: s.time,
  hours: s.hours,
  post: s.postProductionHours,
});

const PLAN_CHOICES = PLAN_IDS.map((id) => ({
  value: id,
  label: PODCAST_PLANS[id].name,
  detail: `${formatInr(PODCAST_PLANS[id].hourlyRate)}/hour · up to ${PODCAST_PLANS[id].maxSpeakers} speakers`,
}));

/** /podcast-studio: plan (Pro by default), date, free slot, studio and post-production hours. */
export function PodcastCalculator() {
  const { state, errors, setErrors, update } = useCalculatorForm(parse, serialize);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const now = useClubClock();
  const slots = useTakenSlots(STUDIO_RESOURCE, state.date);
  const { submit, busy } = useBookingSubmit();

  const quote = { kind: "podcast-studio", ...quotePodcast(state) } as const;
  const request: PodcastRequest = { kind: "podcast-studio", ...state };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await bookTimedSlot({
      request,
      runsIntoTakenSlot: overlapsTaken(state.time, quote.hours, slots.taken),
      submit,
      slots,
      setErrors,
      onBooked: (booking) => {
        setConfirmed(booking);
        update({ time: "" }, ["time"]);
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label="Book the podcast studio"
    >
      <div className="bg-card space-y-8 rounded-2xl border p-6 sm:p-8">
        <ChoiceCards
          name="plan"
          legend="Plan"
          choices={PLAN_CHOICES}
          value={state.plan}
          onChange={(plan) => update({ plan }, [])}
        />
        <Field id="date" label="Date" error={errors.date} hint="Weekdays only.">
          <Input
            id="date"
            name="date"
            type="date"
            min={clubToday(now)}
            max={latestBookingDate(now)}
            value={state.date}
            onChange={(event) => {
              const date = event.target.value;
              update({ date }, ["date", "time"]);
              setErrors((current) => weekdayHint(current, date, isWeekday));
            }}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? "date-error" : undefined}
            className="sm:max-w-xs"
          />
        </Field>
        <TimeSlotPicker
          id="time"
          date={state.date}
          value={state.time}
          onChange={(time) => update({ time }, ["time", "hours"])}
          taken={slots.taken}
          loading={slots.loading}
          failed={slots.failed}
          now={now}
          error={errors.time}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <NumberStepper
            id="hours"
            label="Studio hours"
            unit="studio hours"
            value={state.hours}
            min={PODCAST_MIN_HOURS}
            max={BOOKING_LIMITS.studioMaxHours}
            clamp={studioHours}
            onChange={(hours) => update({ hours }, ["hours", "time"])}
            error={errors.hours}
          />
          <NumberStepper
            id="postProductionHours"
            label="Post-production hours"
            unit="post-production hours"
            value={state.postProductionHours}
            min={PODCAST_MIN_POST_PRODUCTION_HOURS}
            max={BOOKING_LIMITS.postProductionMaxHours}
            clamp={postHours}
            onChange={(postProductionHours) =>
              update({ postProductionHours }, ["postProductionHours"])
            }
            hint={`Editing and mastering at ${formatInr(PODCAST_POST_PRODUCTION_HOURLY_RATE)} an hour.`}
            error={errors.postProductionHours}
          />
        </div>
      </div>
      <SummaryCard
        title="Your session"
        lines={timedSummary(
          `Podcast Studio (${PODCAST_PLANS[state.plan].name})`,
          state.date,
          state.time,
          quote.hours,
        )}
        quote={quote}
        submitLabel="Book Now"
        busyLabel="Booking..."
        busy={busy}
        note={`${PAYMENT_DUE_NOTE} until online payment opens.`}
      >
        {confirmed ? <BookingConfirmation booking={confirmed} /> : null}
      </SummaryCard>
    </form>
  );
}
