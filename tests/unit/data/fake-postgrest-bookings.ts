import type { PGlite } from "@electric-sql/pglite";
import { asRole } from "./pglite";

/**
 * The bookings endpoints as PostgREST serves them, answered by a real migrated PGlite under
 * Supabase's roles: every call runs as `authenticated` (signed in) or `anon`, so the grants,
 * policies, constraints and the functions of 0002 and 0006 decide, not a copy of them in here.
 */

type Answer = { status: number; body?: unknown };
type Headers = Record<string, string | string[] | undefined>;

/** How PostgREST reports a database error: 4xx by class, the SQLSTATE as `code`. */
function refusal(error: unknown, uid: string | null): Answer {
  const { code = "", message = "", detail = null } = error as Record<string, string | undefined>;
  const status =
    code === "42501"
      ? uid === null
        ? 401
        : 403
      : code.startsWith("23")
        ? code === "23505" || code === "23P01"
          ? 409
          : 400
        : 400;
  return { status, body: { code, message, details: detail, hint: null } };
}

function eq(query: URLSearchParams, column: string): string | undefined {
  const value = query.get(column);
  return value?.startsWith("eq.") ? value.slice(3) : undefined;
}

/** Rows as PostgREST writes them: row_to_json of the selected columns. */
function project(rows: Record<string, unknown>[], query: URLSearchParams) {
  const columns = (query.get("select") ?? "*").split(",").map((c) => c.trim());
  return columns[0] === "*"
    ? rows
    : rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null])));
}

export function createBookingsEndpoints(db: PGlite) {
  // One PGlite session: requests take turns, so one request's role is never another's.
  let turn: Promise<unknown> = Promise.resolve();
  const as = (uid: string | null, work: () => Promise<Answer>): Promise<Answer> => {
    const run = turn.then(async () => {
      try {
        return await asRole(db, uid === null ? "anon" : "authenticated", uid, work);
      } catch (error) {
        return refusal(error, uid);
      }
    });
    turn = run;
    return run;
  };
  const json = async (sql: string, params: unknown[]) =>
    (await db.query<{ row: Record<string, unknown> | null }>(sql, params)).rows.map((r) => r.row);

  /** `POST /rest/v1/rpc/<name>` with named arguments. */
  function rpc(uid: string | null, name: string, body: unknown): Promise<Answer> | undefined {
    const args = (body ?? {}) as Record<string, unknown>;
    switch (name) {
      case "book":
        return as(uid, async () => {
          const [row] = await json("select to_jsonb(b) as row from public.book($1, $2) b", [
            args.p_request,
            args.p_contact,
          ]);
          return { status: 200, body: row };
        });
      case "cancel_booking":
        return as(uid, async () => {
          const [row] = await json(
            "select case when b.id is null then null else to_jsonb(b) end as row from public.cancel_booking($1) b",
            [args.p_id],
          );
          return { status: 200, body: row };
        });
      case "taken_booking_slots":
        return as(uid, async () => ({
          status: 200,
          body: await json(
            "select to_jsonb(s) as row from public.taken_booking_slots($1, $2, $3) s",
            [args.p_resource, args.p_from, args.p_to],
          ),
        }));
    }
    return undefined;
  }

  /** `/rest/v1/bookings`: reads filtered by id and user_id; direct writes go to the table as-is. */
  function table(
    uid: string | null,
    method: string,
    body: unknown,
    headers: Headers,
    query: URLSearchParams,
  ): Promise<Answer> {
    if (method === "GET") {
      return as(uid, async () => {
        const rows = await json(
          `select to_jsonb(b) as row from public.bookings b
           where ($1::uuid is null or b.id = $1::uuid) and ($2::uuid is null or b.user_id = $2::uuid)
           order by b.created_at desc, b.id`,
          [eq(query, "id") ?? null, eq(query, "user_id") ?? null],
        );
        const projected = project(rows as Record<string, unknown>[], query);
        if (String(headers.accept ?? "").includes("vnd.pgrst.object")) {
          return projected.length === 1
            ? { status: 200, body: projected[0] }
            : { status: 406, body: { code: "PGRST116", message: "not one row" } };
        }
        return { status: 200, body: projected };
      });
    }
    // A forged write, as a member could send it: the database answers.
    return as(uid, async () => {
      const row = (body ?? {}) as Record<string, unknown>;
      const names = Object.keys(row);
      if (method === "POST") {
        await db.query(
          `insert into public.bookings (${names.join(", ")}) select ${names.join(", ")} from jsonb_populate_record(null::public.bookings, $1)`,
          [row],
        );
      } else {
        await db.query(
          `update public.bookings set (${names.join(", ")}) = (select ${names.join(", ")} from jsonb_populate_record(null::public.bookings, $1))`,
          [row],
        );
      }
      return { status: 201 };
    });
  }

  return { rpc, table };
}
