"use client";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  DEFAULT_MEETING_ROOM,
  EXCLUDES_GST,
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  MEETING_ROOM_IDS,
  MEETING_ROOMS,
  TECH_SUPPORT_HOURLY_RATE,
  clampMeetingHours,
  defaultMeetingDate,
  formatInr,
  quoteMeetingRoom,
  type MeetingRoomId,
  type MeetingRoomRequest,
} from "@/lib/pricing";
import { dateFromQuery, hourlyChoices, timeFromQuery, timedQuery } from "./calculator-state";
import { ChoiceCards } from "./choice-cards";
import { NumberStepper } from "./number-stepper";
import { TimedBookingForm } from "./timed-booking-form";
import { useTimedBooking } from "./use-timed-booking";
import { queryChoice, queryNumber } from "./use-url-state";

type State = {
  room: MeetingRoomId;
  date: string;
  time: string;
  hours: number;
  techSupport: boolean;
};

const parse = (query: URLSearchParams, now: Date): State => ({
  room: queryChoice(query, "room", MEETING_ROOM_IDS) ?? DEFAULT_MEETING_ROOM,
  date: dateFromQuery(query) ?? defaultMeetingDate(now),
  time: timeFromQuery(query),
  hours: clampMeetingHours(queryNumber(query, "hours") ?? MEETING_MIN_HOURS),
  techSupport: query.get("tech") === "1",
});
const serialize = (s: State) => ({ room: s.room, ...timedQuery(s), tech: s.techSupport });

const ROOM_CHOICES = hourlyChoices(
  MEETING_ROOM_IDS,
  MEETING_ROOMS,
  (id) => `${MEETING_ROOMS[id].seats} people`,
);

/** /meeting-rooms: room, date, free slot, hours (1-8, clamped) and tech support, priced live. */
export function MeetingRoomCalculator({ renderedAt }: { renderedAt: number }) {
  const booking = useTimedBooking(parse, serialize, (s) => s.room, renderedAt);
  const { state, errors, update } = booking;
  const quote = {
    kind: "meeting-room",
    techSupport: state.techSupport,
    ...quoteMeetingRoom(state),
  } as const;
  const request: MeetingRoomRequest = { kind: "meeting-room", ...state, hours: quote.hours };

  return (
    <TimedBookingForm
      booking={booking}
      label="Book a meeting room"
      title="Your booking"
      space={MEETING_ROOMS[state.room].name}
      quote={quote}
      request={request}
      choice={
        <ChoiceCards
          name="room"
          legend="Room"
          choices={ROOM_CHOICES}
          value={state.room}
          onChange={(room) => update({ room }, ["time"])}
        />
      }
    >
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
            A technician on hand for {formatInr(TECH_SUPPORT_HOURLY_RATE)} an hour {EXCLUDES_GST}.
          </p>
        </div>
      </div>
    </TimedBookingForm>
  );
}
