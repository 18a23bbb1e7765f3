import { formatClubClock } from "@/lib/format";
import { bookingTitle } from "@/lib/pricing";
import type { DeskBooking } from "@/lib/bookings/desk/types";
import { formatIndianMobile } from "@/lib/visitors/visitor-schema";
import type { MemberCheckIn } from "@/lib/visitors";
import type { Visitor } from "@/lib/visitors/types";

/** One person the desk may sign in or out today: a guest, a walk-in or a day-pass holder. */
export type DeskEntry = {
  key: string;
  name: string;
  phone?: string;
  /** Who they are here for, or what they hold, and when. */
  detail: string;
  state: "expected" | "in" | "left";
  /** The action's route; absent when nothing applies (left, or not theirs today). */
  checkIn?: string;
  checkOut?: string;
};

/** A room or studio booking the desk should get ready: starts within the hour. */
export type DeskSoon = { key: string; name: string; phone?: string; detail: string };

/** A tour of today, as the desk lists it. */
export type DeskTour = { key: string; name: string; phone?: string; detail: string };

const state = (inAt?: string, outAt?: string): DeskEntry["state"] =>
  outAt ? "left" : inAt ? "in" : "expected";

function actions(base: string, entryState: DeskEntry["state"]) {
  if (entryState === "expected") return { checkIn: `${base}/check-in` };
  if (entryState === "in") return { checkOut: `${base}/check-out` };
  return {};
}

export function visitorEntry(visitor: Visitor): DeskEntry {
  const now = state(visitor.checkedInAt, visitor.checkedOutAt);
  const host = visitor.hostName ?? visitor.hostEmail;
  const when = visitor.walkIn ? "walk-in" : (visitor.expectedTime ?? "today");
  return {
    key: `visitor-${visitor.id}`,
    name: visitor.name,
    phone: formatIndianMobile(visitor.phone),
    detail: `Guest of ${host} · ${when}`,
    state: now,
    ...actions(`/api/staff/visitors/${visitor.id}`, now),
  };
}

export function dayPassEntry(booking: DeskBooking): DeskEntry {
  const now = state(booking.checkedInAt, booking.checkedOutAt);
  return {
    key: `pass-${booking.id}`,
    name: booking.contactName ?? booking.contactEmail,
    phone: booking.contactPhone,
    detail: booking.status === "confirmed" ? "Day pass" : `Day pass (${booking.status})`,
    state: now,
    ...(booking.status === "confirmed" ? actions(`/api/staff/bookings/${booking.id}`, now) : {}),
  };
}

export function soonEntry(booking: DeskBooking): DeskSoon {
  return {
    key: `soon-${booking.id}`,
    name: booking.contactName ?? booking.contactEmail,
    phone: booking.contactPhone,
    detail: `${bookingTitle(booking.quote)} · ${booking.startsAt ? formatClubClock(booking.startsAt) : ""}`,
  };
}

/** Room and studio bookings starting from `now` to an hour later, still live. */
export function startingWithinTheHour(bookings: DeskBooking[], now: Date): DeskBooking[] {
  const from = now.getTime();
  const to = from + 60 * 60 * 1000;
  return bookings.filter((booking) => {
    const start = booking.startsAt ? Date.parse(booking.startsAt) : NaN;
    return booking.status === "confirmed" && start >= from && start < to;
  });
}

/** Whether an entry matches what was typed: any part of the name, or the phone's digits. */
export function matches(entry: { name: string; phone?: string; detail: string }, query: string) {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  const digits = text.replace(/\D/g, "");
  return (
    entry.name.toLowerCase().includes(text) ||
    entry.detail.toLowerCase().includes(text) ||
    (digits.length >= 3 && (entry.phone ?? "").replace(/\D/g, "").includes(digits))
  );
}

/** A member or seat user who checked in with their code today (0058). */
export function memberEntry(checkIn: MemberCheckIn): DeskEntry {
  const now = state(checkIn.checkedInAt, checkIn.checkedOutAt);
  return {
    key: `member-${checkIn.id}`,
    name: checkIn.name ?? checkIn.email,
    detail: `${checkIn.role === "holder" ? "Member" : "Seat user"} · in at ${formatClubClock(checkIn.checkedInAt)}`,
    state: now,
    ...(now === "in" ? { checkOut: `/api/staff/members/${checkIn.id}/check-out` } : {}),
  };
}
