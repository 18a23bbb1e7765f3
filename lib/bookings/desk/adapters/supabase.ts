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
} from "@/lib/db";
import { isUuid } from "@/lib/validation/uuid";
import type { DataAccess } from "@/lib/db";
import { clubDayRange } from "@/lib/pricing";
import type { DeskPort } from "@/lib/bookings/desk/port";
import { DESK_COLUMNS, reshapeDeskRow, type DeskRow } from "@/lib/bookings/desk/rows";

const COLUMNS = DESK_COLUMNS.join(", ");

function toDeskError(error: PostgrestError | null, action: string, cause: unknown): Error {
  if (!error) return new DataUnavailableError(`Could not ${action}: request failed`, { cause });
  // A sale books as a member does (0056): the slot taken meanwhile, a rule, the weekly limit.
  if (error.code === "23P01") return new DataConflictError(`Could not ${action}`, { cause });
  if (error.code === BOOKING_LIMIT_CODE) {
    return new BookingLimitError(Number(error.details), { cause });
  }
  if (error.code === CLOSED_DAY_CODE) return new ClosedDayError(error.message, { cause });
  // 22023: the staff functions refuse a change that breaks a booking rule; 23514 a booking rule.
  const Failure = ["22023", "23514"].includes(error.code)
    ? DataConstraintError
    : DataUnavailableError;
  return new Failure(`Could not ${action}: ${error.code || "no code"}`, { cause });
}

/**
 * The desk over Supabase's REST endpoint, as the signed-in member: the staff read policy of
 * 0004_staff.sql decides what they see, the functions of 0005_staff_bookings.sql what they change.
 */
export function createSupabaseDeskAdapter(options: SupabaseConnection): DeskPort {
  const visitor = supabaseAsVisitor(options);
  const client = (access: DataAccess) => visitor(access.accessToken);

  const run = async <T>(
    action: string,
    call: () => PromiseLike<{ data: unknown; error: PostgrestError | null }>,
  ) => (await callPostgrest<T>(action, call, toDeskError)).data;

  const act = async (action: string, fn: string, args: object, access: DataAccess) =>
    reshapeDeskRow(
      await run<DeskRow | null>(action, async () => (await client(access)).rpc(fn, args)),
    );

  return {
    async listDay(date, access) {
      const day = clubDayRange(date);
      if (!day) return [];
      const timed = `and(starts_at.gte."${day.from.toISOString()}",starts_at.lt."${day.to.toISOString()}")`;
      const rows = await run<DeskRow[]>("list the day's bookings", async () =>
        (await client(access))
          .from("bookings")
          .select(COLUMNS)
          .not("status", "in", "(cancelled,expired)")
          .or(`${timed},and(kind.eq.day-pass,date.eq.${date})`)
          .order("starts_at", { ascending: true, nullsFirst: false })
          .order("created_at", { ascending: true }),
      );
      return rows.flatMap((row) => reshapeDeskRow(row) ?? []);
    },

    async getBooking(id, access) {
      if (!isUuid(id)) return null;
      const row = await run<DeskRow | null>("read a booking", async () =>
        (await client(access)).from("bookings").select(COLUMNS).eq("id", id).maybeSingle(),
      );
      return reshapeDeskRow(row);
    },

    async markPaid(id, _actor, access) {
      if (!isUuid(id)) return null;
      return act("mark a booking paid", "staff_mark_booking_paid", { p_id: id }, access);
    },

    async markNoShow(id, _actor, access) {
      if (!isUuid(id)) return null;
      return act("mark a no-show", "staff_mark_no_show", { p_id: id }, access);
    },

    async checkInDayPass(id, _actor, access) {
      if (!isUuid(id)) return null;
      return act("check a day pass in", "staff_check_in_day_pass", { p_id: id }, access);
    },

    async checkOutDayPass(id, _actor, access) {
      if (!isUuid(id)) return null;
      return act("check a day pass out", "staff_check_out_day_pass", { p_id: id }, access);
    },

    async sell(sale, _actor, access) {
      const booking = await act(
        "sell at the desk",
        "staff_sell_booking",
        {
          p_user: sale.userId,
          p_request: sale.request,
          p_contact: sale.contact,
          p_method: sale.method,
          p_reference: sale.reference ?? null,
        },
        access,
      );
      if (!booking) throw new Error("staff_sell_booking returned nothing");
      return booking;
    },

    async cancel(id, refundPaise, _actor, access) {
      if (!isUuid(id)) return null;
      return act(
        "cancel a booking",
        "staff_cancel_booking",
        { p_id: id, p_refund_paise: refundPaise },
        access,
      );
    },
  };
}
