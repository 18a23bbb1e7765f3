import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getServerConfig } from "@/lib/config";
import { acquireFolderLock, type FolderLock } from "@/lib/db/lock";
import { migrateEmbeddedDatabase } from "@/lib/db/migrate";
import { appSessionSettings } from "@/lib/db/session";

/** PostgreSQL's own files live in a subfolder, so the lock file sits beside them, not inside. */
export const PGDATA_SUBDIR = "pgdata";

/**
 * Extensions the migrations create (0002_bookings.sql: btree_gist for the bookings' exclusion
 * constraint; 0062: pg_trgm for the inbox search). PGlite only finds an extension it was
 * started with, so every PGlite the
 * migrations run on (here and in tests) must be created with these.
 */
export const EMBEDDED_EXTENSIONS = { btree_gist, pg_trgm };

type Handle = { folder: string; db: PGlite; lock: FolderLock };

// IMPORTANT: kept on globalThis so dev hot reload, which re-evaluates modules, reuses the one
// instance instead of opening the folder a second time in the same process.
const registry: Map<string, Promise<Handle>> = ((
  globalThis as { __lotusEmbeddedDb?: Map<string, Promise<Handle>> }
).__lotusEmbeddedDb ??= new Map());

async function open(folder: string): Promise<Handle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error(
      "The embedded database must not be opened during `next build`; open it at request time.",
    );
  }
  const lock = await acquireFolderLock(folder);
  let db: PGlite | undefined;
  try {
    // relaxedDurability stays off: every statement's writes reach the files before the query
    // resolves (NodeFS writes through). PGlite runs postgres with fsync off, so a committed row
    // survives a killed process, not a power loss.
    db = await PGlite.create({
      dataDir: path.join(lock.folder, PGDATA_SUBDIR),
      relaxedDurability: false,
      extensions: EMBEDDED_EXTENSIONS,
    });
    await migrateEmbeddedDatabase(db);
    // PGlite has one session: these are its `alter database … set` (lib/db/session.ts says
    // who reads them and why holds apply only when the payments ledger is this database).
    for (const [name, value] of Object.entries(appSessionSettings(getServerConfig()))) {
      await db.query("select set_config($1, $2, false)", [name, value]);
    }
    return { folder: lock.folder, db, lock };
  } catch (error) {
    // IMPORTANT: close what was opened. A failed open is retried by the next request and every
    // outbox tick; each unclosed PGlite kept its whole WASM heap (gigabytes within minutes).
    await db?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}

/** The process's one PGlite on `folder`, opened (locked, migrated) on first use. */
export function getEmbeddedDatabase(folder: string): Promise<PGlite> {
  const key = path.resolve(folder);
  let handle = registry.get(key);
  if (!handle) {
    handle = open(key);
    registry.set(key, handle);
    // A failed open (folder locked, bad migration) is retried by the next request.
    const opening = handle;
    opening.catch(() => {
      if (registry.get(key) === opening) registry.delete(key);
    });
  }
  return handle.then((h) => h.db);
}

/** Closes the database on `folder` and releases its lock (tests, graceful shutdown). */
export async function closeEmbeddedDatabase(folder: string): Promise<void> {
  const key = path.resolve(folder);
  const handle = registry.get(key);
  if (!handle) return;
  registry.delete(key);
  const h = await handle.catch(() => undefined);
  if (!h) return;
  try {
    await h.db.close();
  } finally {
    await h.lock.release();
  }
}
