import "server-only";
import {
  callPostgrest,
  supabaseAsVisitor,
  type PostgrestError,
  type SupabaseConnection,
} from "@/lib/db";
import {
  BOOKING_LIMIT_CODE,
  BookingLimitError,
  CLOSED_DAY_CODE,
  ClosedDayError,
  DataConflictError,
  DataConstraintError,
  DataUnavailableError,
  type DataError,
} from "@/lib/db";
import { StaffInboxUnavailableError } from "@/lib/leads/errors";
import type { DataPort } from "@/lib/leads/port";
import {
  BOOKING_COLUMN_NAMES,
  bookingContact,
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
import type { DataAccess } from "@/lib/db";
import { clubDayRange } from "@/lib/pricing";

export type SupabaseAdapterOptions = SupabaseConnection;

function toDataError(error: PostgrestError | null, action: string, cause: unknown): DataError {
  if (!error) return new DataUnavailableError(`Could not ${action}: request failed`, { cause });
  const detail = `Could not ${action}: ${error.code || "no code"} ${error.message}`;
  if (error.code === BOOKING_LIMIT_CODE) {
    return new BookingLimitError(Number(error.details), { cause: error });
  }
  if (error.code === CLOSED_DAY_CODE) return new ClosedDayError(error.message, { cause: error });
  if (CONFLICT_CODES.has(error.code)) return new DataConflictError(detail, { cause: error });
  if (CONSTRAINT_CODES.has(error.code)) return new DataConstraintError(detail, { cause: error });
  // Network failures, timeouts, 401 (expired token), 42501 (refused by row-level security).
  return new DataUnavailableError(detail, { cause: error });
}

/** Drops undefined fields, so the body names exactly the columns being written. */
function columns<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

const ENQUIRY_COLUMNS =
  "id, user_id, inquiry_type, page, name, email, phone, company, team_size, organization, event_type, preferred_date, proposed_date, message, reason, created_at";
const REGISTRATION_COLUMNS = "id, event_id, event_title, name, email, phone, user_id, created_at";
const BOOKING_COLUMNS = BOOKING_COLUMN_NAMES.join(", ");
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * The data port over Supabase's REST endpoint (PostgREST). Every call gets its own client: the
 * signed-in user's access token is the bearer when there is one, the anon key otherwise, and
 * row-level security decides. Inserts ask for no representation back, since visitors may not read.
 */
export function createSupabaseAdapter(options: SupabaseAdapterOptions): DataPort {
  const { url, anonKey, fetch, timeoutMs = 8000 } = options;
  const visitor = supabaseAsVisitor(options);
  const client = (access?: DataAccess) => visitor(access?.accessToken);

  // The call's own data type is the answer's, as postgrest-js types it.
  const run = async <T>(
    action: string,
    call: () => PromiseLike<{ data: T; error: null } | { data: unknown; error: PostgrestError }>,
  ) => (await callPostgrest<T>(action, call, toDataError)).data;

  async function insert(
    table: string,
    row: Record<string, unknown>,
    access: DataAccess | undefined,
    action: string,
  ) {
    await run(action, async () => (await client(access)).from(table).insert(columns(row)));
  }

  return {
    async ping() {
      let response: Response;
      try {
        response = await (fetch ?? globalThis.fetch)(`${url}/auth/v1/health`, {
          headers: { apikey: anonKey },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        throw new DataUnavailableError("Could not reach Supabase", { cause });
      }
      if (!response.ok)
        throw new DataUnavailableError(`Supabase health answered ${response.status}`);
    },

    createLead: (lead, access) =>
      insert(
        "leads",
        { user_id: lead.userId, name: lead.name, email: lead.email, user_query: lead.userQuery },
        access,
        "save the lead",
      ),

    createEnquiry: (e, access) =>
      insert(
        "enquiries",
        {
          user_id: e.userId,
          inquiry_type: e.inquiryType,
          page: e.page,
          name: e.name,
          email: e.email,
          phone: e.phone,
          company: e.company,
          team_size: e.teamSize,
          organization: e.organization,
          event_type: e.eventType,
          preferred_date: e.preferredDate,
          proposed_date: e.proposedDate,
          message: e.message,
          reason: e.reason,
        },
        access,
        "save the enquiry",
      ),

    createEventRegistration: (r, access) =>
      insert(
        "event_registrations",
        {
          event_id: r.eventId,
          event_title: r.eventTitle,
          name: r.name,
          email: r.email,
          phone: r.phone,
          user_id: r.userId,
        },
        access,
        "save the registration",
      ),

    async listEnquiriesByUser(userId, access) {
      const rows = await run("list enquiries", async () =>
        (await client(access))
          .from("enquiries")
          .select(ENQUIRY_COLUMNS)
          .eq("user_id", userId)
          .order("created_at", { ascending: false })
          .order("id")
          .overrideTypes<EnquiryRow[], { merge: false }>(),
      );
      return rows.map(reshapeEnquiry);
    },

    async listRegistrationsByUser(userId, access) {
      const rows = await run("list registrations", async () =>
        (await client(access))
          .from("event_registrations")
          .select(REGISTRATION_COLUMNS)
          .eq("user_id", userId)
          .order("created_at", { ascending: false })
          .order("id")
          .overrideTypes<RegistrationRow[], { merge: false }>(),
      );
      return rows.map(reshapeRegistration);
    },

    // Members may not write the table (0006_booking_functions.sql): `book` checks the request
    // and prices it in the database, for the signed-in member, whatever this server planned.
    async createBooking(booking, access) {
      const row = await run("save the booking", async () =>
        (await client(access)).rpc("book", {
          p_request: booking.request,
          p_contact: bookingContact(booking),
        }),
      );
      return reshapeBooking(row as BookingRow);
    },

    async listBookingsByUser(userId, access) {
      const rows = await run("list bookings", async () =>
        (await client(access))
          .from("bookings")
          .select(BOOKING_COLUMNS)
          .eq("user_id", userId)
          .order("created_at", { ascending: false })
          .order("id")
          .overrideTypes<BookingRow[], { merge: false }>(),
      );
      return rows.map(reshapeBooking);
    },

    async getBookingByUser(id, userId, access) {
      if (!isUuid(id)) return null;
      const row = await run("read the booking", async () =>
        (await client(access))
          .from("bookings")
          .select(BOOKING_COLUMNS)
          .eq("id", id)
          .eq("user_id", userId)
          .maybeSingle()
          .overrideTypes<BookingRow | null, { merge: false }>(),
      );
      return row ? reshapeBooking(row) : null;
    },

    // A security-definer function (0002_bookings.sql): visitors cannot read the table itself.
    async listTakenSlots(resource, date, access) {
      const range = clubDayRange(date);
      if (!range) return [];
      const rows = (await run("list taken slots", async () =>
        (await client(access)).rpc("taken_booking_slots", {
          p_resource: resource,
          p_from: range.from.toISOString(),
          p_to: range.to.toISOString(),
        }),
      )) as { starts_at: string; ends_at: string }[] | null;
      return (rows ?? []).map((r) => ({ startsAt: iso(r.starts_at), endsAt: iso(r.ends_at) }));
    },

    // `cancel_booking` takes only the id: the database finds the member's own booking that has
    // not started and sets the refund and the time itself; null when there is none.
    async cancelBooking(id, _userId, _refundPaise, access) {
      if (!isUuid(id)) return null;
      const row = (await run("cancel the booking", async () =>
        (await client(access)).rpc("cancel_booking", { p_id: id }),
      )) as BookingRow | null;
      return row?.id ? reshapeBooking(row) : null;
    },

    // Row-level security lets no browser role read every row; staff use the Supabase dashboard.
    listRecentEnquiries: async () => {
      throw new StaffInboxUnavailableError();
    },
    listRecentRegistrations: async () => {
      throw new StaffInboxUnavailableError();
    },
  };
}
