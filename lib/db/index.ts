import "server-only";
import { getServerConfig } from "@/lib/config";
import type { SqlDatabase } from "@/lib/db/sql";
import { embeddedCaller, supabaseCaller, type SqlFunctionCaller } from "@/lib/db/sql-functions";
import { getSupabaseService } from "@/lib/db/supabase";

export { embeddedCaller, supabaseCaller, type SqlFunctionCaller };
export type { SqlDatabase, SqlQueryable, SqlResult, SqlTransaction } from "@/lib/db/sql";
export { sqlRunner, type DatabaseSource } from "@/lib/db/runner";
export { getSupabaseService, supabaseAsVisitor, type SupabaseConnection } from "@/lib/db/supabase";
export { callPostgrest, type PostgrestError } from "@/lib/db/postgrest";
export { postgrestAsVisitor } from "@/lib/db/postgrest-visitor";
export type { DataAccess } from "@/lib/db/access";
export {
  BOOKING_LIMIT_CODE,
  BookingLimitError,
  CLOSED_DAY_CODE,
  ClosedDayError,
  CONFLICT_CODES,
  CONSTRAINT_CODES,
  DataConflictError,
  DataConstraintError,
  DataError,
  DataUnavailableError,
  postgrestDataError,
  sqlDataError,
} from "@/lib/db/errors";

/**
 * The process's SQL database, opened (migrated) on first use and never at import, so
 * `next build` never opens it: the PostgreSQL server of DATABASE_URL when it is set (a pool,
 * lib/db/postgres.ts; no folder lock), else the embedded PGlite in DATA_DIR (locked to this
 * process). The modules' SQL is the same on both. Each driver is loaded when its database is
 * first asked for, so importing a module that may use one (a page, in a jsdom test too) loads none.
 */
export async function getDatabase(): Promise<SqlDatabase> {
  const config = getServerConfig();
  if (config.databaseUrl) {
    const { getPostgresDatabase } = await import("@/lib/db/postgres");
    return getPostgresDatabase(config.databaseUrl);
  }
  const { getEmbeddedDatabase } = await import("@/lib/db/embedded");
  return getEmbeddedDatabase(config.dataDir);
}

/**
 * The club's own SQL functions (bookkeeping the server does for a member it has checked): over
 * the embedded database (or DATABASE_URL's server) as its owner, or over Supabase with the
 * service role. `needsKey` names what connected mode cannot do without SUPABASE_SERVICE_ROLE_KEY.
 */
export function serverCaller(needsKey: string): SqlFunctionCaller {
  if (getServerConfig().mode.data !== "supabase") return embeddedCaller(getDatabase);
  const admin = getSupabaseService();
  if (!admin) throw new Error(`${needsKey} in connected mode need SUPABASE_SERVICE_ROLE_KEY.`);
  return supabaseCaller(async () => admin);
}
