import "server-only";
import { bookingFromRecord } from "@/lib/bookings/rows";
import type { Booking } from "@/lib/bookings/types";
import { ClosedDayError } from "@/lib/db";
import type { SqlFunctionCaller } from "@/lib/db";
import type { PaymentBuyer } from "@/lib/payments";
import type { Paise } from "@/lib/pricing";
import { SeriesDateTakenError, SeriesLimitError, SeriesRefusedError } from "./errors";
import { dateText, reshapeSeries, type SeriesRow } from "./record";
import type { BookingSeries } from "./types";

const isDate = (value: unknown): value is Date =>
  Object.prototype.toString.call(value) === "[object Date]";

/** A bookings row as a function returns it: its Dates (of any realm) as text first. */
const asBooking = (row: Record<string, unknown>) =>
  bookingFromRecord(
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, isDate(v) ? v.toISOString() : v])),
  );

type PgFailure = { code?: string; detail?: string; hint?: string; message?: string };

/**
 * The database's refusals as the series' errors. The embedded database (and a PostgreSQL server)
 * hands over the error's fields; Supabase's RPC only its code and message (lib/db's caller), so
 * there the date is unnamed.
 */
function toSeriesError(error: unknown): unknown {
  const failure = (error ?? {}) as PgFailure;
  const code = failure.code ?? /failed: (\w+) /.exec(failure.message ?? "")?.[1];
  const date = failure.hint ?? "";
  if (code === "23P01") return new SeriesDateTakenError(date, { cause: error });
  if (code === "BKLIM") {
    return new SeriesLimitError(Number(failure.detail ?? 10), date, { cause: error });
  }
  if (code === "CLSDY") {
    const message = (failure.message ?? "").replace(/^.*failed: CLSDY /, "");
    return new ClosedDayError(message, { cause: error });
  }
  if (code === "23514")
    return new SeriesRefusedError(failure.message ?? "refused", { cause: error });
  return error;
}

/**
 * The series' store: every rule is in 0070's SQL functions, called as the server (the embedded
 * owner, or Supabase's service role), so every mode runs the same code. The route has checked who
 * the member is.
 */
export function createSeriesStore(call: SqlFunctionCaller) {
  const bookings = async (name: string, args: Record<string, unknown>) =>
    (await call<Record<string, unknown>>(name, args)).filter((r) => r.id).map(asBooking);

  return {
    /** Each date from the first: taken (never who) and closed (why). */
    async availability(input: {
      resource: string;
      firstDate: string;
      time: string;
      hours: number;
      weeks: number;
    }): Promise<{ date: string; taken: boolean; closedReason: string | null }[]> {
      const rows = await call<{
        date: string | Date;
        taken: boolean;
        closed_reason: string | null;
      }>("booking_series_preview", {
        p_resource: input.resource,
        p_first: input.firstDate,
        p_time: input.time,
        p_hours: input.hours,
        p_weeks: input.weeks,
      });
      return rows.map((r) => ({
        date: dateText(r.date),
        taken: r.taken,
        closedReason: r.closed_reason,
      }));
    },

    /** Stores the series and its dates (holds when payments are online), or refuses it all. */
    async create(input: {
      userId: string;
      request: Record<string, unknown>;
      contact: Record<string, unknown>;
      weeks: number;
      skip: string[];
    }): Promise<Booking[]> {
      try {
        return await bookings("create_booking_series", {
          p_user_id: input.userId,
          p_request: JSON.stringify(input.request),
          p_contact: JSON.stringify(input.contact),
          p_weeks: input.weeks,
          p_skip: input.skip,
        });
      } catch (error) {
        throw toSeriesError(error);
      }
    },

    async get(seriesId: string): Promise<BookingSeries | null> {
      const [row] = await call<SeriesRow>("booking_series_by_id", { p_series_id: seriesId });
      return row?.id ? reshapeSeries(row) : null;
    },

    async listForUser(userId: string): Promise<BookingSeries[]> {
      return (await call<SeriesRow>("booking_series_for_user", { p_user_id: userId })).map(
        reshapeSeries,
      );
    },

    /** The series' dates, soonest first (cancelled and lapsed ones included). */
    dates: (seriesId: string) => bookings("booking_series_dates", { p_series_id: seriesId }),

    async recordOrder(seriesId: string, orderId: string, amount: Paise, buyer: PaymentBuyer) {
      await call("record_series_order", {
        p_series_id: seriesId,
        p_order_id: orderId,
        p_amount: amount,
        p_buyer: JSON.stringify(buyer),
      });
    },

    async releaseHold(seriesId: string) {
      await call("release_series_hold", { p_series_id: seriesId });
    },

    /** A captured payment for a series, settled once (confirm_payment's answers). */
    async settle(payment: { orderId: string; paymentId: string; method: string; amount: Paise }) {
      const [row] = await call<{ outcome: string; series_id: string | null }>(
        "confirm_series_payment",
        {
          p_order_id: payment.orderId,
          p_payment_id: payment.paymentId,
          p_method: payment.method,
          p_amount: payment.amount,
        },
      );
      return {
        outcome: (row?.outcome ?? "unknown") as
          "confirmed" | "settled" | "refund" | "refunded" | "unknown",
        seriesId: row?.series_id ?? null,
      };
    },

    /** One date (`bookingId`) or every remaining date (null), each with its own refund. */
    cancel: (userId: string, seriesId: string, bookingId: string | null) =>
      bookings("cancel_series_dates", {
        p_user_id: userId,
        p_series_id: seriesId,
        p_booking_id: bookingId,
      }),

    /** A cancelled date's refund claimed once: the series' payment to refund from, or null. */
    async claimDateRefund(bookingId: string) {
      const [row] = await call<{
        payment_id: string | null;
        order_id: string;
        amount_paise: number | string;
        buyer: PaymentBuyer | null;
      }>("claim_series_date_refund", { p_booking_id: bookingId });
      return row?.payment_id
        ? {
            paymentId: row.payment_id,
            orderId: row.order_id,
            amount: Number(row.amount_paise),
            buyer: row.buyer ?? {},
          }
        : null;
    },

    async recordDateRefund(
      bookingId: string,
      refundId: string | null,
      status: "pending" | "processed" | "failed",
    ): Promise<Booking | null> {
      const [row] = await call<Record<string, unknown>>("record_series_date_refund", {
        p_booking_id: bookingId,
        p_refund_id: refundId,
        p_status: status,
      });
      return row?.id ? asBooking(row) : null;
    },
  };
}

export type SeriesStore = ReturnType<typeof createSeriesStore>;
