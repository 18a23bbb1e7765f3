import "server-only";
import { sqlRunner, type DatabaseSource, type SqlDatabase } from "@/lib/db";
import { toVisitorError } from "@/lib/visitors/errors";
import type { VisitorsRpc } from "@/lib/visitors/port";

/**
 * The visitors' functions on the server's own database (PGlite or PostgreSQL). The server
 * connects as the owner, so a member's or staff member's call sets the id PostgREST would read
 * from the JWT, for its transaction only; the functions then check it as they do in Supabase.
 */
export function createEmbeddedVisitorsRpc(source: DatabaseSource<SqlDatabase>): VisitorsRpc {
  const run = sqlRunner(source, { toPortError: toVisitorError });
  return {
    call(fn, args, as) {
      const names = Object.keys(args);
      const sql = `select public.${fn}(${names.map((name, i) => `${name} => $${i + 1}`).join(", ")}) as result`;
      return run(fn, (db) =>
        db.transaction(async (tx) => {
          if (typeof as === "object") {
            await tx.query("select set_config('request.jwt.claim.sub', $1, true)", [as.actorId]);
          }
          const { rows } = await tx.query<{ result: unknown }>(sql, Object.values(args));
          return rows[0]?.result ?? null;
        }),
      );
    },
  };
}
