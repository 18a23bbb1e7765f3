import type { Booking } from "@/lib/bookings/types";
import type { Paise } from "@/lib/pricing";

/** A repeating booking (0070's booking_series): the same weekday and time for 2 to 12 weeks. */
export type BookingSeries = {
  id: string;
  userId: string;
  kind: "meeting-room" | "podcast-studio";
  resource: "4-seater" | "8-seater" | "studio";
  /** The member's choices without the date (room or plan, hours, extras). */
  request: Record<string, unknown>;
  /** Club date (yyyy-mm-dd) of the first week. */
  firstDate: string;
  /** `HH:MM` in club time. */
  startTime: string;
  hours: number;
  weeks: number;
  /** The dates the member chose to skip (taken, closed or not wanted). */
  skippedDates: string[];
  totalPaise: Paise;
  createdAt: string;
};

/** A series with its dates as stored (each an ordinary booking naming it). */
export type SeriesWithDates = { series: BookingSeries; dates: Booking[] };
