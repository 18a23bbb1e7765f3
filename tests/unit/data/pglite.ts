import type * as PGliteModule from "@electric-sql/pglite";
import type { SqlDatabase } from "@/lib/db/sql";

/** PGlite loaded by Node itself (see pglite-environment.ts); the type is the package's own. */
export function loadPGlite(): typeof PGliteModule {
  const load = (globalThis as { __loadPGlite?: () => typeof PGliteModule }).__loadPGlite;
  if (!load)
    throw new Error(
      "Run this test file with @jest-environment ./tests/unit/data/pglite-environment.ts",
    );
  return load();
}

/** A fresh in-memory PGlite prepared as the server prepares its own (migrations, embedded schemas). */
export async function migratedPGlite(): Promise<PGliteModule.PGlite> {
  const { PGlite } = loadPGlite();
  const { EMBEDDED_EXTENSIONS } = await import("@/lib/db/embedded");
  const { migrateEmbeddedDatabase } = await import("@/lib/db/migrate");
  const db = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
  await migrateEmbeddedDatabase(db);
  return db;
}

/**
 * Runs `work` as one of Supabase's API roles, signed in as `sub` (or as nobody), the way
 * PostgREST would, so a test sees exactly what the grants and policies allow. The role is the
 * session's: `db` must be one connection (PGlite, or a PostgreSQL pool of one connection,
 * tests/unit/db/postgres-server.ts `oneConnection`), or `work` would run on another session.
 */
export async function asRole<T>(
  db: Pick<SqlDatabase, "query" | "exec">,
  role: "anon" | "authenticated",
  sub: string | null,
  work: () => Promise<T>,
): Promise<T> {
  await db.query("select set_config('request.jwt.claim.sub', $1, false)", [sub ?? ""]);
  await db.exec(`set role ${role}`);
  try {
    return await work();
  } finally {
    await db.exec("reset role");
  }
}
