import {
  calculateRefund,
  clubInstant,
  clubToday,
  clubTomorrow,
  clubWeekday,
  defaultMeetingDate,
  defaultMoveInDate,
  defaultStudioDate,
  earliestMoveInDate,
  latestBookingDate,
  validateMoveIn,
  validateRoomBooking,
} from "@/lib/pricing";

/**
 * Everything in lib/pricing whose answer could depend on the process's time zone, for a set of
 * instants around IST and UTC midnights. tz.test.ts computes it here and in child processes
 * started under other zones: the answers must be identical.
 */
export const TZ_PROBE_INSTANTS = [
  "2026-03-09T18:29:59Z",
  "2026-03-09T18:30:00Z",
  "2026-03-10T00:00:00Z",
  "2026-03-10T09:00:00+05:30",
  "2026-03-08T09:59:00Z", // 2 a.m. on Los Angeles' spring-forward day
  "2026-11-01T09:30:00Z", // Los Angeles' fall-back hour
  "2026-12-04T18:45:00Z",
  "2026-12-31T18:30:00Z",
];

export function tzFingerprint() {
  return TZ_PROBE_INSTANTS.map((iso) => {
    const now = new Date(iso);
    const tomorrow = clubTomorrow(now);
    return {
      iso,
      today: clubToday(now),
      tomorrow,
      weekday: clubWeekday(now),
      defaults: [defaultMeetingDate(now), defaultStudioDate(now), defaultMoveInDate(now)],
      window: [earliestMoveInDate(now), latestBookingDate(now)],
      moveIn: [validateMoveIn(clubToday(now), now), validateMoveIn(tomorrow, now)],
      bookings: ["09:00", "10:00", "19:00"].map((time) => [
        clubInstant(tomorrow, time)?.toISOString(),
        validateRoomBooking({ date: tomorrow, time, hours: 1 }, now),
        validateRoomBooking({ date: clubToday(now), time, hours: 1 }, now),
      ]),
      refund: calculateRefund({
        paid: 396_480,
        startsAt: clubInstant(tomorrow, "10:00") ?? now,
        cancelledAt: now,
      }),
    };
  });
}
