import "server-only";
import { type SqlDatabase, type SqlTransaction, sqlRunner, type DatabaseSource } from "@/lib/db";
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
import { isUuid } from "@/lib/validation/uuid";
import { clubDayRange } from "@/lib/pricing";
import type { DeskPort } from "@/lib/bookings/desk/port";
import { DESK_COLUMNS, reshapeDeskRow, type DeskRow } from "@/lib/bookings/desk/rows";

const COLUMNS = DESK_COLUMNS.join(", ");

function toDeskError(error: unknown, action: string): Error {
  if (error instanceof DataError) return error;
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string };
  if (code === "22023") return new DataConstraintError(`Could not ${action}`, { cause: error });
  // A sale books as a member does (0056): the slot taken meanwhile, a rule, the weekly limit.
  if (code === "23P01") return new DataConflictError(`Could not ${action}`, { cause: error });
  if (code === "23514") return new DataConstraintError(`Could not ${action}`, { cause: error });
  if (code === BOOKING_LIMIT_CODE) return new BookingLimitError(Number(detail), { cause: error });
  if (code === CLOSED_DAY_CODE) {
    return new ClosedDayError((error as { message: string }).message, { cause: error });
  }
  return new DataUnavailableError(`Could not ${action}`, { cause: error });
}

/**
 * The desk over PGlite. Reads run as the owner (the caller has checked the role); actions run the
 * same staff-only SQL functions connected mode calls, as the staff member: auth.uid() reads the
 * setting PostgREST fills from the JWT, set here for the transaction only.
 */
export function createEmbeddedDeskAdapter(source: DatabaseSource<SqlDatabase>): DeskPort {
  const run = sqlRunner(source, { toPortError: toDeskError });

  const act = (action: string, actorId: string, sql: string, params: unknown[]) =>
    run(action, (db) =>
      db.transaction(async (tx: SqlTransaction) => {
        await tx.query("select set_config('request.jwt.claim.sub', $1, true)", [actorId]);
        const { rows } = await tx.query<DeskRow>(`select ${COLUMNS} from ${sql}`, params);
        return reshapeDeskRow(rows[0]);
      }),
    );

  return {
    async listDay(date) {
      const day = clubDayRange(date);
      if (!day) return [];
      return run("list the day's bookings", async (db) => {
        const { rows } = await db.query<DeskRow>(
          `select ${COLUMNS} from public.bookings
           where status not in ('cancelled', 'expired')
             and ((starts_at >= $1 and starts_at < $2) or (kind = 'day-pass' and date = $3::date))
           order by starts_at nulls last, created_at`,
          [day.from.toISOString(), day.to.toISOString(), date],
        );
        return rows.flatMap((row) => reshapeDeskRow(row) ?? []);
      });
    },

    async getBooking(id) {
      if (!isUuid(id)) return null;
      return run("read a booking", async (db) => {
        const { rows } = await db.query<DeskRow>(
          `select ${COLUMNS} from public.bookings where id = $1`,
          [id],
        );
        return reshapeDeskRow(rows[0]);
      });
    },

    async markPaid(id, actor) {
      if (!isUuid(id)) return null;
      return act("mark a booking paid", actor.id, "public.staff_mark_booking_paid($1)", [id]);
    },

    async markNoShow(id, actor) {
      if (!isUuid(id)) return null;
      return act("mark a no-show", actor.id, "public.staff_mark_no_show($1)", [id]);
    },

    async checkInDayPass(id, actor) {
      if (!isUuid(id)) return null;
      return act("check a day pass in", actor.id, "public.staff_check_in_day_pass($1)", [id]);
    },

    async checkOutDayPass(id, actor) {
      if (!isUuid(id)) return null;
      return act("check a day pass out", actor.id, "public.staff_check_out_day_pass($1)", [id]);
    },

    async sell(sale, actor) {
      const booking = await act(
        "sell at the desk",
        actor.id,
        "public.staff_sell_booking($1, $2, $3, $4, $5)",
        [
          sale.userId,
          JSON.stringify(sale.request),
          JSON.stringify(sale.contact),
          sale.method,
          sale.reference ?? null,
        ],
      );
      if (!booking) throw new Error("staff_sell_booking returned nothing");
      return booking;
    },

    async cancel(id, refundPaise, actor) {
      if (!isUuid(id)) return null;
      return act("cancel a booking", actor.id, "public.staff_cancel_booking($1, $2)", [
        id,
        refundPaise,
      ]);
    },
  };
}
