import "server-only";
import { getServerConfig } from "@/lib/config";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import type { SqlDatabase } from "@/lib/db/sql";

export type { SqlDatabase, SqlQueryable, SqlResult, SqlTransaction } from "@/lib/db/sql";
export { sqlRunner, type DatabaseSource } from "@/lib/db/runner";
export { getSupabaseService, supabaseAsVisitor, type SupabaseConnection } from "@/lib/db/supabase";
export { callPostgrest, type PostgrestError } from "@/lib/db/postgrest";

/**
 * The process's SQL database, opened (locked, migrated) on first use and never at import, so
 * `next build` never opens it. Today the embedded PGlite in DATA_DIR; another kind of connection
 * is one more file beside this one and one more branch here, not a change in the modules.
 */
export function getDatabase(): Promise<SqlDatabase> {
  return getEmbeddedDatabase(getServerConfig().dataDir);
}
