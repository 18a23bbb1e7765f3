import "server-only";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

export const MIGRATIONS_DIR = path.join(process.cwd(), "supabase", "migrations");

/**
 * Tables only the embedded adapters have: local accounts (Supabase Auth keeps its own) and the
 * local catalogue's stock and orders (the hosted store keeps its own). They are not Supabase
 * migrations; each file is idempotent and is applied again on every open, after the migrations.
 */
export const EMBEDDED_SCHEMAS = [
  path.join(process.cwd(), "lib", "auth", "embedded", "schema.sql"),
  path.join(process.cwd(), "lib", "store", "embedded", "schema.sql"),
  path.join(process.cwd(), "lib", "store", "embedded", "collection.sql"),
  path.join(process.cwd(), "lib", "store", "embedded", "expiry.sql"),
  path.join(process.cwd(), "lib", "store", "embedded", "payments.sql"),
  path.join(
    process.cwd(),
    "lib",
    "auth",
    "embedded",
    "migrations",
    "0022_sessions_address_proven.sql",
  ),
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

export async function readMigrations(directory: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(/*turbopackIgnore: true*/ directory))
    .filter((name) => name.endsWith(".sql"))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(/*turbopackIgnore: true*/ directory, name), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in file-name order, each in
 * its own transaction with its record. Returns the names applied now.
 */
export async function applyMigrations(
  db: PGlite,
  migrations: Migration[] | Promise<Migration[]> = readMigrations(),
): Promise<string[]> {
  await db.exec(SUPABASE_SHIM);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        "select name, checksum from public.schema_migrations",
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  const appliedNow: string[] = [];
  for (const migration of await migrations) {
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
 * The one migration step of the embedded database: the Supabase migrations, then the embedded
 * adapters' own schemas. Every embedded PGlite (the server's, and tests' in-memory ones) is
 * prepared by this before any adapter uses it.
 */
export async function migrateEmbeddedDatabase(db: PGlite): Promise<void> {
  await applyMigrations(db);
  for (const file of EMBEDDED_SCHEMAS) {
    await db.exec(await readFile(/*turbopackIgnore: true*/ file, "utf8"));
  }
}
