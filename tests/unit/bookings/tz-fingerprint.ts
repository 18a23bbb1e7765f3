import { bookingIcs } from "@/lib/bookings/calendar-event";
import {
  clubDateTimeOf,
  clubToday,
  defaultDayPassDate,
  describeWhen,
  isSlotOpen,
  planBooking,
  quoteCancellation,
  takenSlotsOn,
  validateDayPassDate,
  addDaysToDate,
} from "@/lib/pricing";

/**
 * The booking rules' answers at instants either side of the club's midnight and its opening and
 * closing hours: tz.test.ts checks they are the same in processes started under other zones.
 */
export const PROBES = [
  "2026-03-09T18:29:59Z", // Mon 23:59:59 at the club
  "2026-03-09T18:30:00Z", // Tue 00:00
  "2026-03-10T03:30:00Z", // Tue 09:00: exactly 1 h before the 10:00 slot
  "2026-03-13T13:30:00Z", // Fri 19:00
  "2026-03-13T14:30:00Z", // Fri 20:00, closing
  "2026-03-14T05:00:00Z", // Saturday
];

export function bookingFingerprint() {
  return PROBES.map((iso) => {
    const now = new Date(iso);
    const today = clubToday(now);
    const tomorrow = addDaysToDate(today, 1);
    const plan = (date: string, time: string) =>
      planBooking(
        { kind: "meeting-room", room: "4-seater", date, time, hours: 1, techSupport: false },
        now,
      );
    const result = (r: ReturnType<typeof plan>) =>
      r.ok ? r.booking.startsAt?.toISOString() : r.message;
    const desk = (date: string) =>
      planBooking({ kind: "dedicated-desk", seats: 1, term: "monthly", moveInDate: date }, now);
    const start = new Date(now.getTime() + 30 * 3_600_000);
    return {
      iso,
      here: clubDateTimeOf(now),
      rooms: ["09:00", "10:00", "19:00"].map((t) => [
        result(plan(today, t)),
        result(plan(tomorrow, t)),
        isSlotOpen(today, t, now),
      ]),
      moveIn: [desk(today).ok, desk(tomorrow).ok],
      dayPass: [
        validateDayPassDate(today, now),
        validateDayPassDate(tomorrow, now),
        defaultDayPassDate(now),
      ],
      refund: quoteCancellation(
        { kind: "meeting-room", status: "confirmed", startsAt: start, total: 396_480 },
        now,
      ),
      taken: takenSlotsOn(today, [{ startsAt: now.toISOString(), endsAt: start.toISOString() }]),
      when: describeWhen({ kind: "meeting-room", startsAt: now, endsAt: start }),
      ics: bookingIcs(
        {
          id: "00000000-0000-4000-8000-000000000000",
          createdAt: iso,
          userId: "u",
          kind: "day-pass",
          resource: "day-pass",
          date: tomorrow,
          quote: { kind: "day-pass", price: 60_000, gst: 10_800, total: 70_800 },
          totalPaise: 70_800,
          contactEmail: "a@example.in",
          receivePromotions: false,
          status: "confirmed",
          paymentStatus: "due-at-front-desk",
        },
        now,
      ),
    };
  });
}
