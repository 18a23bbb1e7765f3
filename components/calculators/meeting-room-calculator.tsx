"use client";

import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { Booking } from "@/lib/data/types";
import {
  DEFAULT_MEETING_ROOM,
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  MEETING_ROOM_IDS,
  MEETING_ROOMS,
  PAYMENT_DUE_NOTE,
  TECH_SUPPORT_HOURLY_RATE,
  clampMeetingHours,
  clubToday,
  defaultMeetingDate,
  formatInr,
  isWeekday,
  latestBookingDate,
  overlapsTaken,
  quoteMeetingRoom,
  type MeetingRoomId,
  type MeetingRoomRequest,
} from "@/lib/pricing";
import { BookingConfirmation } from "./booking-confirmation";
import { ChoiceCards } from "./choice-cards";
import { NumberStepper } from "./number-stepper";
import { SummaryCard } from "./summary-card";
import { TimeSlotPicker } from "./time-slot-picker";
import { bookTimedSlot, useBookingSubmit } from "./use-booking-submit";
import { useClubClock } from "./use-club-clock";
import { useTakenSlots } from "./use-taken-slots";
import { queryChoice, queryNumber } from "./use-url-state";
import { useCalculatorForm } from "./use-calculator-form";
import { dateFromQuery, timeFromQuery, timedSummary, weekdayHint } from "./calculator-state";

type State = {
  room: MeetingRoomId;
  date: string;
  time: string;
  hours: number;
  techSupport: boolean;
};

const parse = (query: URLSearchParams): State => ({
  room: queryChoice(query, "room", MEETING_ROOM_IDS) ?? DEFAULT_MEETING_ROOM,
  date: dateFromQuery(query) ?? defaultMeetingDate(new Date()),
  time: timeFromQuery(query),
  hours: clampMeetingHours(queryNumber(query, "hours") ?? MEETING_MIN_HOURS),
  techSupport: query.get("tech") === "1",
});
const serialize = (s: State) => ({
  room: s.room,
  date: s.date,
  time: s.time,
  hours: s.hours,
  tech: s.techSupport,
});

const ROOM_CHOICES = MEETING_ROOM_IDS.map((id) => ({
  value: id,
  label: MEETING_ROOMS[id].name,
  detail: `${formatInr(MEETING_ROOMS[id].hourlyRate)}/hour · up to ${MEETING_ROOMS[id].seats} people`,
}));

/** /meeting-rooms: room, date, free slot, hours (1-8, clamped) and tech support, priced live. */
export function MeetingRoomCalculator() {
  const { state, errors, setErrors, update } = useCalculatorForm(parse, serialize);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const now = useClubClock();
  const slots = useTakenSlots(state.room, state.date);
  const { submit, busy } = useBookingSubmit();

  const quote = {
    kind: "meeting-room",
    techSupport: state.techSupport,
    ...quoteMeetingRoom(state),
  } as const;
  const request: MeetingRoomRequest = { kind: "meeting-room", ...state, hours: quote.hours };

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
      aria-label="Book a meeting room"
    >
      <div className="bg-card space-y-8 rounded-2xl border p-6 sm:p-8">
        <ChoiceCards
          name="room"
          legend="Room"
          choices={ROOM_CHOICES}
          value={state.room}
          onChange={(room) => update({ room }, ["time"])}
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
        <NumberStepper
          id="hours"
          label="Hours"
          unit="hours"
          value={state.hours}
          min={MEETING_MIN_HOURS}
          max={MEETING_MAX_HOURS}
          clamp={clampMeetingHours}
          onChange={(hours) => update({ hours }, ["hours", "time"])}
          hint="10% off from 4 hours, 20% off for 8 hours."
          error={errors.hours}
        />
        <div className="flex items-start gap-3">
          <Switch
            id="tech-support"
            checked={state.techSupport}
            onCheckedChange={(techSupport) => update({ techSupport }, [])}
          />
          <div className="grid gap-0.5">
            <Label htmlFor="tech-support">Tech support</Label>
            <p className="text-muted-foreground text-sm">
              A technician on hand for {formatInr(TECH_SUPPORT_HOURLY_RATE)} an hour.
            </p>
          </div>
        </div>
      </div>
      <SummaryCard
        title="Your booking"
        lines={timedSummary(MEETING_ROOMS[state.room].name, state.date, state.time, quote.hours)}
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
