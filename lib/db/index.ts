import "server-only";
import { getServerConfig } from "@/lib/config";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import { getPostgresDatabase } from "@/lib/db/postgres";
import type { SqlDatabase } from "@/lib/db/sql";

export type { SqlDatabase, SqlQueryable, SqlResult, SqlTransaction } from "@/lib/db/sql";
export { sqlRunner, type DatabaseSource } from "@/lib/db/runner";
export { getSupabaseService, supabaseAsVisitor, type SupabaseConnection } from "@/lib/db/supabase";
export { callPostgrest, type PostgrestError } from "@/lib/db/postgrest";

/**
 * The process's SQL database, opened (migrated) on first use and never at import, so
 * `next build` never opens it: the PostgreSQL server of DATABASE_URL when it is set (a pool,
 * lib/db/postgres.ts; no folder lock), else the embedded PGlite in DATA_DIR (locked to this
 * process). The modules' SQL is the same on both.
 */
export function getDatabase(): Promise<SqlDatabase> {
  const config = getServerConfig();
  return config.databaseUrl
    ? getPostgresDatabase(config.databaseUrl)
    : getEmbeddedDatabase(config.dataDir);
}
