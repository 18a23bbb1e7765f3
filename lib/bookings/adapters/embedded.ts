import "server-only";
import { type SqlQueryable, sqlRunner, sqlDataError, type DatabaseSource } from "@/lib/db";
import type { BookingsPort } from "@/lib/bookings/port";
import { bookingInsertRow, reshapeBooking, type BookingRow } from "@/lib/bookings/rows";
import type { TakenInterval } from "@/lib/bookings/types";
import { isUuid } from "@/lib/validation/uuid";
import { clubDayRange } from "@/lib/pricing";

// Dates and timestamps come back as text, as PostgREST sends them.
const utc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const instant = (column: string) => `${utc(column)} as ${column}`;
const BOOKING_COLUMNS = `id, user_id, kind, resource, ${instant("starts_at")}, ${instant("ends_at")},
  date::text as date, hours, seats, term, quote, total_paise::text as total_paise, contact_name,
  contact_email, contact_phone, receive_promotions, status, payment_status, ${instant("cancelled_at")},
  refund_paise::text as refund_paise, ${instant("hold_expires_at")}, refund_id, refund_status,
  sequence, series_id, ${instant("created_at")}`;
// Mirrors the update policy of 0002_bookings.sql: rooms until they start, dated bookings until their day.
const NOT_STARTED = `(starts_at > now() or (starts_at is null and
  (date is null or date > (now() at time zone 'Asia/Kolkata')::date)))`;

/**
 * The bookings port over PGlite or a PostgreSQL server: a database (tests hand it an in-memory
 * one) or a function opening it on first use. The server connects as the owner, so ownership is
 * enforced here, in the `where user_id = $1` of every read; the port's optional `access` argument
 * is ignored (this server is the database's only client).
 */
export function createEmbeddedBookingsAdapter(
  database: DatabaseSource<SqlQueryable>,
): BookingsPort {
  const run = sqlRunner(database, { toPortError: sqlDataError });

  return {
    // One statement: the exclusion constraint decides between racing inserts.
    createBooking: (booking) =>
      run("save the booking", async (db) => {
        const row = bookingInsertRow(booking);
        const names = Object.keys(row);
        const { rows } = await db.query<BookingRow>(
          `insert into public.bookings (${names.join(", ")})
           values (${names.map((_, i) => `$${i + 1}`).join(", ")})
           returning ${BOOKING_COLUMNS}`,
          Object.values(row),
        );
        return reshapeBooking(rows[0]!);
      }),

    listBookingsByUser: (userId) =>
      run("list bookings", async (db) => {
        const { rows } = await db.query<BookingRow>(
          `select ${BOOKING_COLUMNS} from public.bookings where user_id = $1
           order by bookings.created_at desc, id`,
          [userId],
        );
        return rows.map(reshapeBooking);
      }),

    getBookingByUser: (id, userId) =>
      run("read the booking", async (db) => {
        if (!isUuid(id)) return null;
        const { rows } = await db.query<BookingRow>(
          `select ${BOOKING_COLUMNS} from public.bookings where id = $1 and user_id = $2`,
          [id, userId],
        );
        return rows[0] ? reshapeBooking(rows[0]) : null;
      }),

    listTakenSlots: (resource, date) =>
      run("list taken slots", async (db) => {
        const range = clubDayRange(date);
        if (!range) return [];
        const { rows } = await db.query<TakenInterval>(
          `select ${utc("starts_at")} as "startsAt", ${utc("ends_at")} as "endsAt"
           from public.taken_booking_slots($1, $2, $3)`,
          [resource, range.from.toISOString(), range.to.toISOString()],
        );
        return rows;
      }),

    cancelBooking: (id, userId, refundPaise) =>
      run("cancel the booking", async (db) => {
        if (!isUuid(id)) return null;
        const { rows } = await db.query<BookingRow>(
          `update public.bookings set status = 'cancelled', cancelled_at = now(), refund_paise = $3
           where id = $1 and user_id = $2 and status <> 'cancelled' and ${NOT_STARTED}
           returning ${BOOKING_COLUMNS}`,
          [id, userId, refundPaise],
        );
        return rows[0] ? reshapeBooking(rows[0]) : null;
      }),
  };
}
