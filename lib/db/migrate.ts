import "server-only";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlDatabase } from "@/lib/db/sql";

/**
 * Where migrations live. Shared ones (both modes) are Supabase's own folder; migrations only the
 * embedded database has (local accounts, the local catalogue's stock and orders) live beside the
 * module that owns their tables. Numbering rule: the four-digit numbers (with an optional letter,
 * `0006b`) are one sequence across every folder, each used once (checked here and by a test);
 * the embedded database applies all folders' files in number order, each once, and Supabase
 * applies its own folder only. Never edit an applied migration: add the next number.
 */
export const MIGRATION_FOLDERS = [
  path.join(process.cwd(), "supabase", "migrations"),
  path.join(process.cwd(), "lib", "auth", "embedded", "migrations"),
  path.join(process.cwd(), "lib", "store", "embedded", "migrations"),
  // The rate limits' shared windows (used on a PostgreSQL server only: several processes).
  path.join(process.cwd(), "lib", "http", "migrations"),
];

/**
 * What Supabase provides and the migrations rely on: the API roles and `auth.uid()` (read from
 * the same setting PostgREST fills from the JWT). With these, the migrations' grants and policies
 * apply unchanged. The embedded server connects as the owner, which bypasses row-level security,
 * so ownership is enforced by the adapter's queries; the policies can still be exercised in tests
 * with `set role authenticated` and `request.jwt.claim.sub`.
 */
const SUPABASE_SHIM = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end
$$;
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
create or replace function auth.uid() returns uuid language sql stable as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.sub', true),
    current_setting('request.jwt.claims', true)::jsonb ->> 'sub'
  ), '')::uuid
$$;
create table if not exists public.schema_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
`;

export type Migration = { name: string; sql: string; checksum: string };

/** A migration's number: the name up to its first underscore (`0006b` of `0006b_booking_limit_scope.sql`). */
export const migrationNumber = (name: string) => name.split("_", 1)[0]!;

export async function readMigrations(
  folders: string | string[] = MIGRATION_FOLDERS,
): Promise<Migration[]> {
  const files = (
    await Promise.all(
      [folders]
        .flat()
        .map(async (folder) =>
          (await readdir(/*turbopackIgnore: true*/ folder))
            .filter((name) => name.endsWith(".sql"))
            .map((name) => ({ name, file: path.join(/*turbopackIgnore: true*/ folder, name) })),
        ),
    )
  )
    .flat()
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const seen = new Map<string, string>();
  for (const { name } of files) {
    const taken = seen.get(migrationNumber(name));
    if (taken)
      throw new Error(
        `Migrations ${taken} and ${name} share a number; give one the next free number.`,
      );
    seen.set(migrationNumber(name), name);
  }
  return Promise.all(
    files.map(async ({ name, file }) => {
      const sql = await readFile(/*turbopackIgnore: true*/ file, "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * The database holds migrations this code does not have: a newer version of the app migrated
 * it (or it was rolled back to an older one). Running older code on a newer schema can corrupt
 * data, so the process refuses to start.
 */
export class UnknownMigrationError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database has ${unknown.length > 1 ? "migrations" : "migration"} ${unknown.join(", ")}, ` +
        `which this version of the app does not know: a newer version migrated it. ` +
        `Refusing to start on a newer schema; run that version (or a newer one), or restore a backup taken before it.`,
    );
    this.name = "UnknownMigrationError";
  }
}

export type ApplyOptions = {
  /**
   * Refuse (UnknownMigrationError, before changing anything) a database that records a
   * migration `migrations` does not include. The server mode sets it; tests that apply a single
   * hand-made migration to a migrated database do not.
   */
  refuseUnknown?: boolean;
};

/**
 * Applies every migration not yet recorded in `schema_migrations`, in file-name order, each in
 * its own transaction with its record. Returns the names applied now. Any SqlDatabase: PGlite,
 * or one connection of a PostgreSQL server (lib/db/postgres.ts, under its advisory lock).
 */
export async function applyMigrations(
  db: SqlDatabase,
  migrations: Migration[] | Promise<Migration[]> = readMigrations(),
  { refuseUnknown = false }: ApplyOptions = {},
): Promise<string[]> {
  const known = await migrations;
  // Read before the shim: a newer schema is refused before anything (even auth.uid()) changes.
  const recorded = await db.query<{ present: boolean }>(
    "select to_regclass('public.schema_migrations') is not null as present",
  );
  const applied = new Map(
    recorded.rows[0]?.present
      ? (
          await db.query<{ name: string; checksum: string }>(
            "select name, checksum from public.schema_migrations",
          )
        ).rows.map((row) => [row.name, row.checksum])
      : [],
  );
  if (refuseUnknown) {
    const names = new Set(known.map((migration) => migration.name));
    const unknown = [...applied.keys()].filter((name) => !names.has(name)).sort();
    if (unknown.length > 0) throw new UnknownMigrationError(unknown);
  }
  await db.exec(SUPABASE_SHIM);
  const appliedNow: string[] = [];
  for (const migration of known) {
    const previous = applied.get(migration.name);
    if (previous !== undefined) {
      if (previous !== migration.checksum) {
        console.warn(
          `[data] Migration ${migration.name} changed after it was applied; add a new migration file instead of editing it.`,
        );
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("insert into public.schema_migrations (name, checksum) values ($1, $2)", [
        migration.name,
        migration.checksum,
      ]);
    });
    appliedNow.push(migration.name);
  }
  return appliedNow;
}

/**
 * The one migration step of the embedded database: every folder's migrations, in number order.
 * Every embedded PGlite (the server's, and tests' in-memory ones) is prepared by this before any
 * adapter uses it.
 */
export async function migrateEmbeddedDatabase(db: SqlDatabase): Promise<void> {
  await applyMigrations(db);
}
