import "server-only";
import { z } from "@/lib/zod";
import { TIMED_RESOURCES, clubDayRange, type ClosedDay, type TimedResource } from "@/lib/pricing";
import {
  availabilityDates,
  availabilityGrid,
  type AvailabilityDay,
} from "@/lib/bookings/availability/grid";
import type { AvailabilityCaller, AvailabilityStore } from "@/lib/bookings/availability/port";

/** What a member sees, or that they are not one (the page says so, and nothing else). */
export type MemberAvailability =
  { kind: "member"; days: AvailabilityDay[] } | { kind: "not-member" };

const takenList = z.array(
  z.object({
    resource: z.enum(TIMED_RESOURCES as [TimedResource, ...TimedResource[]]),
    starts_at: z.string(),
    ends_at: z.string(),
  }),
);

/**
 * The week's grid for `as`, as of `now`: one read of the taken intervals (which also says
 * whether `as` is a member), and the closed days of the same dates.
 */
export async function readAvailability(
  {
    store,
    closedDays,
  }: {
    store: AvailabilityStore;
    closedDays: (from: string, to: string) => Promise<ClosedDay[]>;
  },
  as: AvailabilityCaller,
  now: Date,
): Promise<MemberAvailability> {
  const dates = availabilityDates(now);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const range = { from: clubDayRange(first)!.from, to: clubDayRange(last)!.to };
  const json = await store.takenSlots(TIMED_RESOURCES, range, as);
  if (json === null) return { kind: "not-member" };
  const taken = takenList.parse(json).map((row) => ({
    resource: row.resource,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
  return {
    kind: "member",
    days: availabilityGrid({
      now,
      resources: TIMED_RESOURCES,
      taken,
      closedDays: await closedDays(first, last),
    }),
  };
}
