import "server-only";
import { sqlRunner, type DatabaseSource, type SqlDatabase } from "@/lib/db";
import { toAvailabilityError, type AvailabilityStore } from "@/lib/bookings/availability/port";

/**
 * The read on the server's own database (PGlite or PostgreSQL): the server connects as the owner,
 * so the call sets the id PostgREST would read from the member's JWT, for its transaction only,
 * and the function checks it as it does in Supabase.
 */
export function createEmbeddedAvailabilityStore(
  source: DatabaseSource<SqlDatabase>,
): AvailabilityStore {
  const run = sqlRunner(source, { toPortError: toAvailabilityError });
  return {
    takenSlots: (resources, { from, to }, as) =>
      run("read the rooms' availability", (db) =>
        db.transaction(async (tx) => {
          await tx.query("select set_config('request.jwt.claim.sub', $1, true)", [as.actorId]);
          const { rows } = await tx.query<{ result: unknown }>(
            `select public.member_taken_slots(p_resources => $1, p_from => $2, p_to => $3)
               as result`,
            [resources, from.toISOString(), to.toISOString()],
          );
          return rows[0]?.result ?? null;
        }),
      ),
  };
}
