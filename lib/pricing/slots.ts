import { MEETING_SLOTS, addHoursToTime, clubInstant } from "@/lib/pricing/club-time";
import { BOOKING_MIN_LEAD_MINUTES } from "@/lib/pricing/constants";

/** A booked interval of a room or the studio, as public as it gets: no one's name, only times. */
export type TakenInterval = { startsAt: string; endsAt: string };

export const SLOT_MESSAGES = {
  /** Answered when the database refuses an overlapping booking (409). */
  justTaken: "That slot has just been booked. Please choose another time.",
  /** The picker's own check, before sending. */
  overlapsTaken: "Part of that time is already booked. Please choose another time or fewer hours.",
} as const;

/** The hourly slots of a club date that any booked interval covers, in slot order. */
export function takenSlotsOn(date: string, intervals: readonly TakenInterval[]): string[] {
  const booked = intervals.map((i) => [Date.parse(i.startsAt), Date.parse(i.endsAt)] as const);
  return MEETING_SLOTS.filter((slot) => {
    const start = clubInstant(date, slot)?.getTime();
    if (start === undefined) return false;
    const end = start + 3_600_000;
    return booked.some(([from, to]) => from < end && start < to);
  });
}

/** Whether a slot is still far enough ahead to book (at least 1 hour from `now`). */
export function isSlotOpen(date: string, time: string, now: Date): boolean {
  const start = clubInstant(date, time);
  return start !== null && start.getTime() - now.getTime() >= BOOKING_MIN_LEAD_MINUTES * 60_000;
}

/** Whether `hours` from `time` would run into a taken slot. */
export function overlapsTaken(time: string, hours: number, taken: readonly string[]): boolean {
  const slots = Array.from({ length: Math.max(0, hours) }, (_, i) => addHoursToTime(time, i));
  return slots.some((slot) => taken.includes(slot));
}
