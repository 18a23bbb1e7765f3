"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  MEETING_MAX_HOURS,
  MEETING_ROOM_IDS,
  MEETING_ROOMS,
  MEETING_SLOTS,
  PODCAST_PLANS,
  type MeetingRoomId,
  type PodcastPlan,
} from "@/lib/pricing";
import type { SaleRequest } from "./desk-sale-request";

type TimedRequest = Exclude<SaleRequest, { kind: "day-pass" }>;

const hours = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

/** A room's or the studio's fields after the date: room or plan, start, hours and the extras. */
export function DeskSaleTimedFields({
  value,
  set,
  errors,
}: {
  value: TimedRequest;
  set: (patch: Partial<SaleRequest>) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
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
      ) : (
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
      )}
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
      {value.kind === "meeting-room" ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id="sale-tech"
            checked={value.techSupport}
            onCheckedChange={(checked) => set({ techSupport: checked === true })}
          />
          <Label htmlFor="sale-tech">Tech support</Label>
        </div>
      ) : (
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
      )}
    </>
  );
}
