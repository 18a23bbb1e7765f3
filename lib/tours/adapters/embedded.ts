import "server-only";
import { DataUnavailableError } from "@/lib/db";
import { sqlRunner, type DatabaseSource, type SqlDatabase } from "@/lib/db";
import { tourErrorOf, TourError } from "@/lib/tours/errors";
import type { TourPort } from "@/lib/tours/port";
import {
  reshapeManagedTour,
  reshapeTour,
  type ManagedTourRow,
  type TourRow,
} from "@/lib/tours/rows";

function toTourError(error: unknown, action: string): Error {
  if (error instanceof TourError) return error;
  return (
    tourErrorOf((error as { code?: unknown } | null)?.code) ??
    new DataUnavailableError(`Could not ${action}`, { cause: error })
  );
}

/**
 * Tours over the SQL database (PGlite or DATABASE_URL's PostgreSQL): the same functions the
 * Supabase adapter calls, so the rules and the capacity live in SQL alone.
 */
export function createEmbeddedTourAdapter(database: DatabaseSource<SqlDatabase>): TourPort {
  const run = sqlRunner(database, { toPortError: toTourError });

  return {
    listFullSlots: (from, to) =>
      run("read the tour slots", async (db) => {
        const { rows } = await db.query<{ starts_at: string | Date }>(
          "select s as starts_at from public.full_tour_slots($1, $2) s",
          [from.toISOString(), to.toISOString()],
        );
        return rows.map((row) => new Date(row.starts_at).toISOString());
      }),

    bookTour: (tour, token) =>
      run("book a tour", async (db) => {
        const { rows } = await db.query<{ id: string }>(
          "select public.book_tour($1, $2, $3, $4, $5, $6, $7) as id",
          [
            tour.name,
            tour.email,
            tour.phone ?? null,
            tour.startsAt.toISOString(),
            token,
            tour.client ?? null,
            tour.proven ?? false,
          ],
        );
        return rows[0]!.id;
      }),

    getTourByToken: (token) =>
      run("read a tour", async (db) => {
        const { rows } = await db.query<ManagedTourRow>("select * from public.tour_by_token($1)", [
          token,
        ]);
        return rows[0] ? reshapeManagedTour(rows[0]) : null;
      }),

    rescheduleTour: (token, startsAt) =>
      run("move a tour", async (db) => {
        await db.query("select public.reschedule_tour($1, $2)", [token, startsAt.toISOString()]);
      }),

    cancelTour: (token) =>
      run("cancel a tour", async (db) => {
        await db.query("select public.cancel_tour($1)", [token]);
      }),

    listTours: (from, to) =>
      run("list tours", async (db) => {
        const { rows } = await db.query<TourRow>(
          `select id, name, email, phone, starts_at, status from public.tours
           where starts_at >= $1 and starts_at < $2 order by starts_at, created_at`,
          [from.toISOString(), to.toISOString()],
        );
        return rows.map(reshapeTour);
      }),

    markTour: (id, status, actor) =>
      run("mark a tour", (db) =>
        db.transaction(async (tx) => {
          // mark_tour acts as auth.uid(), read from the setting PostgREST fills in connected mode.
          await tx.query("select set_config('request.jwt.claim.sub', $1, true)", [actor.id]);
          await tx.query("select public.mark_tour($1, $2)", [id, status]);
        }),
      ),

    oweTourReminders: (now) =>
      run("owe tour reminders", async (db) => {
        const { rows } = await db.query<{ owed: number }>(
          "select public.owe_tour_reminders($1) as owed",
          [now.toISOString()],
        );
        return Number(rows[0]!.owed);
      }),
  };
}
