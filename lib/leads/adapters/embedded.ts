import "server-only";
import { type SqlQueryable, sqlRunner, type DatabaseSource } from "@/lib/db";
import {
  BOOKING_LIMIT_CODE,
  BookingLimitError,
  CLOSED_DAY_CODE,
  ClosedDayError,
  DataConflictError,
  DataConstraintError,
  DataError,
  DataUnavailableError,
} from "@/lib/db";
import type { DataPort } from "@/lib/leads/port";
import {
  bookingInsertRow,
  CONFLICT_CODES,
  CONSTRAINT_CODES,
  reshapeBooking,
  reshapeEnquiry,
  reshapeRegistration,
  type BookingRow,
  type EnquiryRow,
  type RegistrationRow,
} from "@/lib/leads/rows";
import { isUuid } from "@/lib/validation/uuid";
import type { TakenInterval } from "@/lib/leads/types";
import { clubDayRange } from "@/lib/pricing";

type Queryable = SqlQueryable;

function toDataError(error: unknown, action: string): DataError {
  if (error instanceof DataError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === BOOKING_LIMIT_CODE) {
    return new BookingLimitError(Number((error as { detail?: unknown }).detail), { cause: error });
  }
  if (code === CLOSED_DAY_CODE) {
    return new ClosedDayError((error as { message: string }).message, { cause: error });
  }
  if (typeof code === "string" && CONFLICT_CODES.has(code))
    return new DataConflictError(`Could not ${action}: conflict ${code}`, { cause: error });
  if (typeof code === "string" && CONSTRAINT_CODES.has(code)) {
    return new DataConstraintError(`Could not ${action}: constraint ${code}`, { cause: error });
  }
  return new DataUnavailableError(`Could not ${action}`, { cause: error });
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

// Dates and timestamps come back as text, as PostgREST sends them.
const CREATED_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;
const ENQUIRY_COLUMNS = `id, user_id, inquiry_type, page, name, email, phone, company, team_size, organization,
  event_type, preferred_date::text as preferred_date, proposed_date::text as proposed_date, message, reason, ${CREATED_AT}`;
const REGISTRATION_COLUMNS = `id, event_id, event_title, name, email, phone, user_id, ${CREATED_AT}`;
const utc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const instant = (column: string) => `${utc(column)} as ${column}`;
const BOOKING_COLUMNS = `id, user_id, kind, resource, ${instant("starts_at")}, ${instant("ends_at")},
  date::text as date, hours, seats, term, quote, total_paise::text as total_paise, contact_name,
  contact_email, contact_phone, receive_promotions, status, payment_status, ${instant("cancelled_at")},
  refund_paise::text as refund_paise, ${instant("hold_expires_at")}, refund_id, refund_status, ${CREATED_AT}`;
// Mirrors the update policy of 0002_bookings.sql: rooms until they start, dated bookings until their day.
const NOT_STARTED = `(starts_at > now() or (starts_at is null and
  (date is null or date > (now() at time zone 'Asia/Kolkata')::date)))`;

/**
 * The data port over PGlite: a database (tests hand it an in-memory one) or a function opening
 * it on first use. The server connects as the owner, so ownership is enforced here, in the
 * `where user_id = $1` of every read.
 */
export function createEmbeddedAdapter(database: DatabaseSource<Queryable>): DataPort {
  const run = sqlRunner(database, { toPortError: toDataError });
  /**
   * Every row of a one-parameter query, reshaped into the app's type. The port's optional
   * `access` argument is ignored here: this server is the database's only client.
   */
  const selectAll =
    <Row, T>(action: string, sql: string, reshape: (row: Row) => T) =>
    (param: string | number) =>
      run(action, async (db) => (await db.query<Row>(sql, [param])).rows.map(reshape));

  return {
    ping: () =>
      run("reach the database", async (db) => {
        await db.query("select 1");
      }),

    createLead: (lead) =>
      run("save the lead", async (db) => {
        await db.query(
          "insert into public.leads (user_id, name, email, user_query) values ($1, $2, $3, $4)",
          [orNull(lead.userId), orNull(lead.name), lead.email, orNull(lead.userQuery)],
        );
      }),

    createEnquiry: (e) =>
      run("save the enquiry", async (db) => {
        await db.query(
          `insert into public.enquiries (user_id, inquiry_type, page, name, email, phone, company, team_size,
             organization, event_type, preferred_date, proposed_date, message, reason)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            orNull(e.userId),
            e.inquiryType,
            e.page,
            e.name,
            e.email,
            orNull(e.phone),
            orNull(e.company),
            orNull(e.teamSize),
            orNull(e.organization),
            orNull(e.eventType),
            orNull(e.preferredDate),
            orNull(e.proposedDate),
            orNull(e.message),
            orNull(e.reason),
          ],
        );
      }),

    createEventRegistration: (r) =>
      run("save the registration", async (db) => {
        await db.query(
          `insert into public.event_registrations (event_id, event_title, name, email, phone, user_id)
           values ($1, $2, $3, $4, $5, $6)`,
          [r.eventId, r.eventTitle, r.name, r.email, orNull(r.phone), orNull(r.userId)],
        );
      }),

    listEnquiriesByUser: selectAll(
      "list enquiries",
      `select ${ENQUIRY_COLUMNS} from public.enquiries where user_id = $1 order by enquiries.created_at desc, id`,
      (row: EnquiryRow) => reshapeEnquiry(row),
    ),

    listRegistrationsByUser: selectAll(
      "list registrations",
      `select ${REGISTRATION_COLUMNS} from public.event_registrations where user_id = $1
       order by event_registrations.created_at desc, id`,
      (row: RegistrationRow) => reshapeRegistration(row),
    ),

    listRecentEnquiries: selectAll(
      "list enquiries",
      `select ${ENQUIRY_COLUMNS} from public.enquiries order by enquiries.created_at desc, id limit $1`,
      (row: EnquiryRow) => reshapeEnquiry(row),
    ),

    listRecentRegistrations: selectAll(
      "list registrations",
      `select ${REGISTRATION_COLUMNS} from public.event_registrations
       order by event_registrations.created_at desc, id limit $1`,
      (row: RegistrationRow) => reshapeRegistration(row),
    ),

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

    listBookingsByUser: selectAll(
      "list bookings",
      `select ${BOOKING_COLUMNS} from public.bookings where user_id = $1
       order by bookings.created_at desc, id`,
      (row: BookingRow) => reshapeBooking(row),
    ),

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
