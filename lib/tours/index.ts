import "server-only";
import { randomBytes } from "node:crypto";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { clubDayRange } from "@/lib/pricing";
import { createEmbeddedTourAdapter } from "@/lib/tours/adapters/embedded";
import { createSupabaseTourAdapter } from "@/lib/tours/adapters/supabase";
import type { TourPort } from "@/lib/tours/port";
import { tourDaySlots, tourDays } from "@/lib/tours/slots";
import type { NewTour, Tour, TourSlot } from "@/lib/tours/types";
import { listClosedDays } from "@/lib/visitors";

export * from "@/lib/tours/types";
export * from "@/lib/tours/errors";
export * from "@/lib/tours/slots";
export type { TourPort } from "@/lib/tours/port";
export { createTourChallenge, verifyTourProof } from "@/lib/tours/proof";

let port: TourPort | undefined;

/** The one place that picks the tours adapter, with the same rule as lib/leads. */
export function getTourPort(): TourPort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseTourAdapter(config.supabase)
      : createEmbeddedTourAdapter(getDatabase);
  return port;
}

/** Every tour starting in [from, to), earliest first, cancelled ones included. */
export async function listTours({ from, to }: { from: Date; to: Date }): Promise<Tour[]> {
  return getTourPort().listTours(from, to);
}

/** The tour days at `now` on which the club is open: not weekends, nor closed days (0057). */
async function openTourDays(now: Date): Promise<string[]> {
  const days = tourDays(now);
  if (days.length === 0) return days;
  const closed = new Set((await listClosedDays(days[0]!, days.at(-1)!)).map((day) => day.date));
  return days.filter((date) => !closed.has(date));
}

/** A club date's slots at `now`, full ones marked; `[]` for a day with none. */
export async function listTourSlots(
  date: string,
  now: Date,
  tours: TourPort = getTourPort(),
): Promise<TourSlot[]> {
  const day = clubDayRange(date);
  if (!day || !(await openTourDays(now)).includes(date)) return [];
  const full = new Set(await tours.listFullSlots(day.from, day.to));
  return tourDaySlots(date, now, full);
}

/** The first day with a free slot (or the first bookable day), its slots, and every day offered. */
export async function tourPickerState(now: Date, tours: TourPort = getTourPort()) {
  const days = await openTourDays(now);
  for (const date of days) {
    const slots = await listTourSlots(date, now, tours);
    if (slots.some((slot) => !slot.full)) return { days, date, slots };
  }
  return { days, date: days[0] ?? null, slots: [] as TourSlot[] };
}

/** Books a tour and returns the manage link's token (the database keeps only its hash). */
export async function bookTour(tour: NewTour, tours: TourPort = getTourPort()) {
  const token = randomBytes(32).toString("base64url");
  const id = await tours.bookTour(tour, token);
  return { id, token };
}

export const getTourByToken = (token: string) => getTourPort().getTourByToken(token);
export const rescheduleTour = (token: string, startsAt: Date) =>
  getTourPort().rescheduleTour(token, startsAt);
export const cancelTour = (token: string) => getTourPort().cancelTour(token);

/** Staff mark a tour toured or no-show (a toured lead is followed up the next working day). */
export const markTour: TourPort["markTour"] = (...args) => getTourPort().markTour(...args);

/** The reminder pass: owes the 24-hour and 2-hour reminders due at `now`. */
export const oweTourReminders = (now: Date) => getTourPort().oweTourReminders(now);
