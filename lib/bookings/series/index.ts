import "server-only";
import { invoiceBuyerOf } from "@/lib/validation/invoice-address";
import type { Booking } from "@/lib/bookings/types";
import { ClosedDayError } from "@/lib/db";
import { ConflictError, HttpError, InvalidRequestError } from "@/lib/http";
import type { PaymentRequest } from "@/lib/payments";
import { SeriesDateTakenError, SeriesLimitError } from "./errors";
import { refundCancelledDates, startSeriesPayment } from "./payments";
import { SERIES_TEXT } from "./rules";
import type { SeriesBookingValues, SeriesPreviewValues } from "./schema";
import { getSeriesStore } from "./select";
import { previewMemberSeries, requireSkipped } from "./service";
import type { BookingSeries, SeriesWithDates } from "./types";

/**
 * Repeating bookings (issue 37, part 3): what routes and server pages call. The rules are
 * ./rules.ts (pure), the SQL functions 0070_booking_series.sql; the recurring calendar event is
 * ./calendar.ts.
 */

export type { BookingSeries, SeriesWithDates } from "./types";
export { seriesDateCancelIcs, seriesIcs, seriesIcsFilename } from "./calendar";
export { settleSeriesPayment } from "./payments";
export { dateRefund, SERIES_TEXT } from "./rules";
export { seriesBookingSchema, seriesCancelSchema, seriesPreviewSchema } from "./schema";

type Member = { id: string; email: string; name?: string };

/** Every date from the first with its price, and those the member must skip (taken, closed, over). */
export function previewSeries(values: SeriesPreviewValues, member: Member, now = new Date()) {
  return previewMemberSeries(getSeriesStore(), values, member.id, now);
}

const bookingLimitMessage = (hoursPerWeek: number, date: string) =>
  `You can hold up to ${hoursPerWeek} hours of meeting rooms and studio time in one week. ${SERIES_TEXT.skipFirst(date)}`;

/**
 * Books the whole series for the member, each date a hold when payments are online, and starts
 * its one payment. Every unavailable date must be skipped first; a date taken meanwhile refuses
 * the whole series (nothing is half booked).
 */
export async function bookSeries(
  values: SeriesBookingValues,
  member: Member,
  now = new Date(),
): Promise<{ series: BookingSeries; dates: Booking[]; payment: PaymentRequest | null }> {
  const store = getSeriesStore();
  const { unavailable, dates: preview } = await previewMemberSeries(store, values, member.id, now);
  requireSkipped(unavailable, values.skip);
  const skip = values.skip.filter((date) => preview.some((d) => d.date === date));
  if (skip.length >= preview.length) {
    throw new InvalidRequestError(SERIES_TEXT.everySkipped, { skip: SERIES_TEXT.everySkipped });
  }
  let dates: Booking[];
  try {
    dates = await store.create({
      userId: member.id,
      request: values.request,
      contact: { name: member.name, email: member.email },
      weeks: values.weeks,
      skip,
    });
  } catch (error) {
    if (error instanceof SeriesDateTakenError)
      throw new ConflictError(SERIES_TEXT.taken(error.date));
    if (error instanceof SeriesLimitError) {
      const message = bookingLimitMessage(error.hoursPerWeek, error.date);
      throw new InvalidRequestError(message, { skip: message });
    }
    if (error instanceof ClosedDayError) {
      throw new InvalidRequestError(error.message, { skip: error.message });
    }
    throw error;
  }
  const series = await store.get(dates[0]!.seriesId!);
  if (!series) throw new Error("The series was stored but cannot be read");
  const payment = await startSeriesPayment(series, dates, invoiceBuyerOf(values.buyer));
  return { series, dates, payment };
}

/** The member's series, newest first, each with its dates. */
export async function listMemberSeries(userId: string): Promise<SeriesWithDates[]> {
  const store = getSeriesStore();
  const all = await store.listForUser(userId);
  return Promise.all(all.map(async (series) => ({ series, dates: await store.dates(series.id) })));
}

/** One of the member's series with its dates, or a 404. */
export async function getMemberSeries(seriesId: string, userId: string): Promise<SeriesWithDates> {
  const store = getSeriesStore();
  const series = await store.get(seriesId);
  if (!series || series.userId !== userId) throw new HttpError("not_found", SERIES_TEXT.notFound);
  return { series, dates: await store.dates(seriesId) };
}

/**
 * Cancels one date (`bookingId`) or every remaining date of the member's series: each with its
 * own refund by the 100/50/0 rule, refunded through the series' payment, with its credit note.
 * Answers the dates cancelled now, as refunded.
 */
export async function cancelSeries(
  seriesId: string,
  userId: string,
  bookingId: string | null,
): Promise<Booking[]> {
  const { series } = await getMemberSeries(seriesId, userId);
  const cancelled = await getSeriesStore().cancel(userId, seriesId, bookingId);
  if (cancelled.length === 0) throw new ConflictError(SERIES_TEXT.nothingToCancel);
  return refundCancelledDates(series, cancelled);
}
