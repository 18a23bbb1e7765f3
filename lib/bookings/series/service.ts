import "server-only";
import { getServerConfig } from "@/lib/config";
import { listBookingsByUser } from "@/lib/bookings";
import type { Booking } from "@/lib/bookings/types";
import { InvalidRequestError } from "@/lib/http";
import { planBooking, type BookingRequest } from "@/lib/pricing";
import {
  heldHoursByWeek,
  previewSeries,
  SERIES_TEXT,
  seriesDates,
  unavailableDates,
  type SeriesDate,
} from "./rules";
import type { SeriesPreviewValues } from "./schema";
import type { SeriesStore } from "./store";

/**
 * The series' first date checked by the rules of a single booking (spec section 5, with the
 * server's clock): the later dates are the same weekday and time. Answers its plan, or refuses
 * with the spec's message on the field it concerns.
 */
export function planFirstDate(request: BookingRequest, now: Date) {
  const planned = planBooking(request, now);
  if (!planned.ok) {
    throw new InvalidRequestError(planned.message, { [planned.field]: planned.message });
  }
  return planned.booking;
}

/**
 * Every date of the series with its price and whether it can be booked (taken, closed, or over
 * the member's weekly hours that week), before anything is held.
 */
export async function previewMemberSeries(
  store: SeriesStore,
  values: SeriesPreviewValues,
  userId: string,
  now: Date,
  deps: { listBookings?: (userId: string) => Promise<Booking[]>; hoursPerWeek?: number } = {},
): Promise<{ dates: SeriesDate[]; unavailable: string[] }> {
  const planned = planFirstDate(values.request, now);
  const { request } = values;
  const hours = planned.hours ?? request.hours;
  const [availability, mine] = await Promise.all([
    store.availability({
      resource: planned.resource,
      firstDate: request.date,
      time: request.time,
      hours,
      weeks: values.weeks,
    }),
    (deps.listBookings ?? listBookingsByUser)(userId),
  ]);
  const dates = previewSeries({
    dates: seriesDates(request.date, values.weeks),
    price: planned.total,
    hours,
    taken: new Set(availability.filter((d) => d.taken).map((d) => d.date)),
    closed: new Map(
      availability.flatMap((d) => (d.closedReason ? [[d.date, d.closedReason] as const] : [])),
    ),
    held: heldHoursByWeek(mine, now),
    hoursPerWeek: deps.hoursPerWeek ?? getServerConfig().bookingHoursPerWeek,
  });
  return { dates, unavailable: unavailableDates(dates) };
}

/** A date the member did not skip that cannot be booked: they must skip it first. */
export function requireSkipped(unavailable: readonly string[], skip: readonly string[]) {
  const missing = unavailable.find((date) => !skip.includes(date));
  if (missing) {
    const message = SERIES_TEXT.skipFirst(missing);
    throw new InvalidRequestError(message, { skip: message });
  }
}
