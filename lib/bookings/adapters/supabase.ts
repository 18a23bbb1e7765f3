import "server-only";
import { postgrestAsVisitor, type SupabaseConnection } from "@/lib/db";
import type { BookingsPort } from "@/lib/bookings/port";
import {
  BOOKING_COLUMN_NAMES,
  bookingContact,
  reshapeBooking,
  type BookingRow,
} from "@/lib/bookings/rows";
import { isUuid } from "@/lib/validation/uuid";
import { clubDayRange } from "@/lib/pricing";

const BOOKING_COLUMNS = BOOKING_COLUMN_NAMES.join(", ");
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * The bookings port over Supabase's REST endpoint (PostgREST). Every call gets its own client:
 * the signed-in user's access token is the bearer when there is one, the anon key otherwise, and
 * row-level security decides.
 */
export function createSupabaseBookingsAdapter(options: SupabaseConnection): BookingsPort {
  const { client, run } = postgrestAsVisitor(options);

  return {
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
  };
}
