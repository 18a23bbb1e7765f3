import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase, type DatabaseSource, type SqlQueryable } from "@/lib/db";
import { ServiceUnavailableError } from "@/lib/http/errors";
import {
  memoryWindows,
  type Window,
  type WindowOptions,
  type Windows,
} from "@/lib/http/window-counter";

/** Expired windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

type WindowRow = { count: number; resetAt: number; lastAt: number };

/**
 * Windows in the database's `rate_limit_windows` (lib/http/migrations/0037), so every process on
 * it shares one count per key: a hit is one upsert that starts a new window when the old one has
 * ended, under the row's lock, so two processes' hits never lose one. `name` keeps each limiter's
 * keys apart. A database that does not answer is the usual 503, never a request let through
 * uncounted.
 */
export function databaseWindows(
  source: DatabaseSource<SqlQueryable>,
  name: string,
  { windowMs, now = Date.now }: Omit<WindowOptions, "maxKeys">,
): Windows {
  const open = typeof source === "function" ? source : async () => source;
  let prunedAt = 0;
  const run = async <T>(work: (db: SqlQueryable) => Promise<T>): Promise<T> => {
    try {
      return await work(await open());
    } catch (error) {
      console.error(`[rate-limit] The shared counts could not be read: ${String(error)}`);
      throw new ServiceUnavailableError();
    }
  };
  const row = (r: WindowRow | undefined): Window | undefined =>
    r && { count: r.count, resetAt: r.resetAt, lastAt: r.lastAt };

  return {
    get: (key) =>
      run(async (db) => {
        const { rows } = await db.query<WindowRow>(
          `select count, reset_at as "resetAt", last_at as "lastAt" from public.rate_limit_windows
           where key = $1 and reset_at > $2`,
          [`${name}:${key}`, now()],
        );
        return row(rows[0]);
      }),
    hit: (key) =>
      run(async (db) => {
        const at = now();
        if (at - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = at;
          await db.query("delete from public.rate_limit_windows where reset_at <= $1", [at]);
        }
        // In ON CONFLICT's SET, `w` is the row as it was: a window that has ended starts again.
        const { rows } = await db.query<WindowRow>(
          `insert into public.rate_limit_windows as w (key, count, reset_at, last_at)
           values ($1, 1, $2::bigint + $3::bigint, $2)
           on conflict (key) do update set
             count = case when w.reset_at <= excluded.last_at then 1 else w.count + 1 end,
             reset_at = case when w.reset_at <= excluded.last_at then excluded.reset_at else w.reset_at end,
             last_at = excluded.last_at
           returning count, reset_at as "resetAt", last_at as "lastAt"`,
          [`${name}:${key}`, at, windowMs],
        );
        return row(rows[0])!;
      }),
    delete: (key) =>
      run(async (db) => {
        await db.query("delete from public.rate_limit_windows where key = $1", [`${name}:${key}`]);
      }),
  };
}

/**
 * The windows a limiter counts in: the database's when it is a PostgreSQL server (DATABASE_URL:
 * several processes may share it), else this process's memory (the embedded database is one
 * process; Supabase mode keeps its limits per process, as before). Decided on first use, never
 * at import, so `next build` reads no configuration.
 */
export function sharedWindows(name: string, options: WindowOptions): Windows {
  let chosen: Windows | undefined;
  const windows = () =>
    (chosen ??= getServerConfig().databaseUrl
      ? databaseWindows(getDatabase, name, options)
      : memoryWindows(options));
  return {
    get: (key) => windows().get(key),
    hit: (key) => windows().hit(key),
    delete: (key) => windows().delete(key),
  };
}
