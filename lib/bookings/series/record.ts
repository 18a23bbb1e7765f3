import { bookingRow, toBooking } from "@/lib/bookings/record";
import type { Booking } from "@/lib/bookings/types";
import { clubDate, id, money, optional, timestamp } from "@/lib/validation/record-fields";
import { z } from "@/lib/zod";
import type { BookingSeries } from "./types";

/**
 * A booking_series row (0070) as the app's `BookingSeries`: the one mapper, for the store's rows
 * and the outbox's JSON (0115's series messages) alike. Browser-safe: zod and the bookings' row.
 */

export type SeriesRow = {
  id: string;
  user_id: string;
  kind: BookingSeries["kind"];
  resource: BookingSeries["resource"];
  request: Record<string, unknown>;
  first_date: string | Date;
  start_time: string;
  hours: number;
  weeks: number;
  skipped_dates: (string | Date)[] | string;
  total_paise: number | string;
  created_at: string | Date;
};

// PGlite gives a date as a Date at UTC midnight, PostgREST as text; an array of dates as either.
// (A Date may come from another realm, so it is told apart from text, not by instanceof.)
export const dateText = (value: string | Date) =>
  typeof value === "string" ? value.slice(0, 10) : new Date(value).toISOString().slice(0, 10);
const dateList = (value: SeriesRow["skipped_dates"]) =>
  typeof value === "string"
    ? value.replace(/[{}]/g, "").split(",").filter(Boolean).map(dateText)
    : value.map(dateText);

export const reshapeSeries = (row: SeriesRow): BookingSeries => ({
  id: row.id,
  userId: row.user_id,
  kind: row.kind,
  resource: row.resource,
  request: row.request,
  firstDate: dateText(row.first_date),
  startTime: row.start_time,
  hours: row.hours,
  weeks: row.weeks,
  skippedDates: dateList(row.skipped_dates),
  totalPaise: Number(row.total_paise),
  createdAt: new Date(row.created_at).toISOString(),
});

const seriesRow = z.object({
  id,
  user_id: id,
  kind: z.enum(["meeting-room", "podcast-studio"]),
  resource: z.enum(["4-seater", "8-seater", "studio"]),
  request: z.record(z.string(), z.unknown()),
  first_date: clubDate,
  start_time: z.string(),
  hours: z.number().int(),
  weeks: z.number().int(),
  skipped_dates: z.array(clubDate),
  total_paise: money,
  created_at: timestamp,
});

/** 0115's short form of each date: what differs from the first date's full row. */
const seriesDate = z.object({
  id,
  date: clubDate,
  starts_at: timestamp,
  ends_at: timestamp,
  status: bookingRow.shape.status,
  total_paise: money,
  refund_paise: optional(money),
  cancelled_at: optional(timestamp),
});

/** A series' e-mail: the series, every date (soonest first), and the dates it is about. */
export type SeriesMessage = { series: BookingSeries; dates: Booking[]; about: Booking[] };

/** public.series_mail_payload (0115): each date as a Booking, the first date's row filling in. */
export const seriesMessageRecord = z
  .object({
    series: seriesRow,
    booking: bookingRow,
    dates: z.array(seriesDate).min(1),
    about: z.array(id),
  })
  .transform(({ series, booking, dates, about }): SeriesMessage => {
    const first = toBooking(booking);
    const all = dates.map((d): Booking => ({
      ...first,
      id: d.id,
      date: d.date,
      startsAt: d.starts_at,
      endsAt: d.ends_at,
      status: d.status,
      totalPaise: d.total_paise,
      refundPaise: d.refund_paise,
      cancelledAt: d.cancelled_at,
      // The first date's own payment traces are not the others'.
      holdExpiresAt: undefined,
      refundId: undefined,
      refundStatus: undefined,
    }));
    return {
      series: reshapeSeries(series),
      dates: all,
      about: all.filter((d) => about.includes(d.id)),
    };
  });
