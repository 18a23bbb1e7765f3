"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  MEETING_MAX_HOURS,
  MEETING_ROOM_IDS,
  MEETING_ROOMS,
  MEETING_SLOTS,
  PODCAST_PLANS,
  type BookingRequest,
  type MeetingRoomId,
  type PodcastPlan,
} from "@/lib/pricing";

/** What the desk sells: what online booking takes payment for outright. */
export type SaleRequest = Extract<
  BookingRequest,
  { kind: "meeting-room" | "podcast-studio" | "day-pass" }
>;

const KINDS = [
  ["day-pass", "Day pass"],
  ["meeting-room", "Meeting room"],
  ["podcast-studio", "Podcast studio"],
] as const;

/** A new request of `kind` on `date`, with the online forms' defaults. */
export function saleRequest(kind: SaleRequest["kind"], date: string): SaleRequest {
  if (kind === "day-pass") return { kind, date };
  const time = MEETING_SLOTS[0]!;
  if (kind === "meeting-room") {
    return { kind, room: MEETING_ROOM_IDS[0]!, date, time, hours: 1, techSupport: false };
  }
  return { kind, plan: "pro", date, time, hours: 1, postProductionHours: 0 };
}

const hours = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

/** The item's fields: kind, then date (and room or plan, start and hours for timed ones). */
export function DeskSaleItem({
  value,
  onChange,
  errors,
}: {
  value: SaleRequest;
  onChange: (value: SaleRequest) => void;
  errors: Record<string, string>;
}) {
  const set = (patch: Partial<SaleRequest>) => onChange({ ...value, ...patch } as SaleRequest);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="sale-kind" label="What">
        <NativeSelect
          id="sale-kind"
          value={value.kind}
          onChange={(event) =>
            onChange(saleRequest(event.target.value as SaleRequest["kind"], value.date))
          }
        >
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="sale-date" label="Date" error={errors.date}>
        <Input
          id="sale-date"
          type="date"
          className="h-11"
          value={value.date}
          onChange={(event) => set({ date: event.target.value })}
        />
      </Field>
      {value.kind === "meeting-room" ? (
        <Field id="sale-room" label="Room">
          <NativeSelect
            id="sale-room"
            value={value.room}
            onChange={(event) => set({ room: event.target.value as MeetingRoomId })}
          >
            {MEETING_ROOM_IDS.map((room) => (
              <option key={room} value={room}>
                {MEETING_ROOMS[room].name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {value.kind === "podcast-studio" ? (
        <Field id="sale-plan" label="Plan">
          <NativeSelect
            id="sale-plan"
            value={value.plan}
            onChange={(event) => set({ plan: event.target.value as PodcastPlan })}
          >
            {(Object.keys(PODCAST_PLANS) as PodcastPlan[]).map((plan) => (
              <option key={plan} value={plan}>
                {PODCAST_PLANS[plan].name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {value.kind !== "day-pass" ? (
        <>
          <Field id="sale-time" label="Start" error={errors.time}>
            <NativeSelect
              id="sale-time"
              value={value.time}
              onChange={(event) => set({ time: event.target.value })}
            >
              {MEETING_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="sale-hours" label="Hours" error={errors.hours}>
            <NativeSelect
              id="sale-hours"
              value={value.hours}
              onChange={(event) => set({ hours: Number(event.target.value) })}
            >
              {hours(MEETING_MAX_HOURS).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </>
      ) : null}
      {value.kind === "meeting-room" ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id="sale-tech"
            checked={value.techSupport}
            onCheckedChange={(checked) => set({ techSupport: checked === true })}
          />
          <Label htmlFor="sale-tech">Tech support</Label>
        </div>
      ) : null}
      {value.kind === "podcast-studio" ? (
        <Field id="sale-post" label="Post-production hours" error={errors.postProductionHours}>
          <NativeSelect
            id="sale-post"
            value={value.postProductionHours ?? 0}
            onChange={(event) => set({ postProductionHours: Number(event.target.value) })}
          >
            {[0, ...hours(MEETING_MAX_HOURS)].map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
    </div>
  );
}
