import { randomUUID } from "node:crypto";

/**
 * The bookings table and its taken-slots function as PostgREST would serve them under the grants,
 * policies and constraints of supabase/migrations/0002_bookings.sql: a member inserts, reads and
 * cancels only their own rows, an overlapping live booking of one resource is refused (23P01),
 * and anyone may call the security-definer `taken_booking_slots`.
 */

type Row = Record<string, unknown>;
type Answer = { status: number; body?: unknown };

const pgError = (code: string, message: string) => ({ code, message, details: null, hint: null });

const INSERTABLE = [
  "user_id",
  "kind",
  "resource",
  "starts_at",
  "ends_at",
  "date",
  "hours",
  "seats",
  "term",
  "quote",
  "total_paise",
  "contact_name",
  "contact_email",
  "contact_phone",
  "receive_promotions",
  "status",
];
const REQUIRED = ["user_id", "kind", "resource", "quote", "total_paise", "contact_email"];
const UPDATABLE = ["status", "cancelled_at", "refund_paise"];
const TIMED = ["meeting-room", "podcast-studio"];

/** PostgREST writes timestamptz as `2031-03-10T04:30:00+00:00`. */
const pgTimestamp = (value: unknown) =>
  typeof value === "string" ? new Date(value).toISOString().replace("Z", "+00:00") : value;

const clubToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const isLive = (r: Row) =>
  r.status !== "cancelled" && r.starts_at !== null && r.starts_at !== undefined;
const overlaps = (a: Row, from: number, to: number) =>
  Date.parse(String(a.starts_at)) < to && from < Date.parse(String(a.ends_at));

function notStarted(r: Row): boolean {
  if (r.starts_at) return Date.parse(String(r.starts_at)) > Date.now();
  return r.date === null || r.date === undefined || String(r.date) > clubToday();
}

function eq(query: URLSearchParams, column: string): string | undefined {
  const value = query.get(column);
  return value?.startsWith("eq.") ? value.slice(3) : undefined;
}

function project(rows: Row[], query: URLSearchParams): Row[] {
  const columns = (query.get("select") ?? "*").split(",").map((c) => c.trim());
  return rows.map((r) =>
    columns[0] === "*"
      ? r
      : Object.fromEntries(columns.map((c) => [c, r[c] === undefined ? null : r[c]])),
  );
}

function represent(
  rows: Row[],
  headers: Record<string, string | string[] | undefined>,
  query: URLSearchParams,
  status: number,
): Answer {
  if (!String(headers.prefer ?? "").includes("return=representation")) return { status };
  const projected = project(rows, query);
  if (String(headers.accept ?? "").includes("vnd.pgrst.object")) {
    if (projected.length !== 1)
      return {
        status: 406,
        body: pgError("PGRST116", "JSON object requested, multiple (or no) rows returned"),
      };
    return { status, body: projected[0] };
  }
  return { status, body: projected };
}

export function createBookingsTable(stored: Row[]) {
  let clock = Date.parse("2030-06-01T00:00:00Z");

  function insert(
    uid: string | null,
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
    query: URLSearchParams,
  ): Answer {
    if (uid === null)
      return { status: 401, body: pgError("42501", "permission denied for table bookings") };
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return { status: 400, body: pgError("PGRST102", "Expected a single JSON object") };
    }
    const row = body as Row;
    const unknown = Object.keys(row).find((c) => !INSERTABLE.includes(c));
    if (unknown)
      return {
        status: 400,
        body: pgError(
          "PGRST204",
          `Could not find the '${unknown}' column of 'bookings' in the schema cache`,
        ),
      };
    const missing = REQUIRED.find((c) => row[c] === undefined || row[c] === null);
    if (missing)
      return {
        status: 400,
        body: pgError("23502", `null value in column "${missing}" violates not-null constraint`),
      };
    if (
      row.user_id !== uid ||
      !["confirmed", "requested"].includes(String(row.status ?? "confirmed"))
    ) {
      return {
        status: 403,
        body: pgError("42501", 'new row violates row-level security policy for table "bookings"'),
      };
    }
    const timed = TIMED.includes(String(row.kind));
    const hasTimes = Boolean(row.starts_at && row.ends_at && row.hours && row.date);
    const nameTooLong = typeof row.contact_name === "string" && row.contact_name.length > 120;
    if (timed !== hasTimes || nameTooLong) {
      return {
        status: 400,
        body: pgError(
          "23514",
          'new row for relation "bookings" violates check constraint "bookings_timed_check"',
        ),
      };
    }
    if (timed) {
      const from = Date.parse(String(row.starts_at));
      const to = Date.parse(String(row.ends_at));
      if (stored.some((r) => r.resource === row.resource && isLive(r) && overlaps(r, from, to))) {
        return {
          status: 409,
          body: pgError(
            "23P01",
            'conflicting key value violates exclusion constraint "bookings_no_overlap"',
          ),
        };
      }
    }
    clock += 1000;
    const saved: Row = {
      id: randomUUID(),
      status: "confirmed",
      ...row,
      starts_at: pgTimestamp(row.starts_at ?? null),
      ends_at: pgTimestamp(row.ends_at ?? null),
      payment_status: "due-at-front-desk",
      cancelled_at: null,
      refund_paise: null,
      created_at: pgTimestamp(new Date(clock).toISOString()),
    };
    stored.push(saved);
    return represent([saved], headers, query, 201);
  }

  function select(uid: string | null, query: URLSearchParams): Answer {
    if (uid === null)
      return { status: 401, body: pgError("42501", "permission denied for table bookings") };
    const [userId, id] = [eq(query, "user_id"), eq(query, "id")];
    const visible = stored
      .filter(
        (r) =>
          r.user_id === uid &&
          (userId === undefined || r.user_id === userId) &&
          (id === undefined || r.id === id),
      )
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    return { status: 200, body: project(visible, query) };
  }

  function update(
    uid: string | null,
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
    query: URLSearchParams,
  ): Answer {
    if (uid === null)
      return { status: 401, body: pgError("42501", "permission denied for table bookings") };
    const changes = (body ?? {}) as Row;
    const unknown = Object.keys(changes).find((c) => !UPDATABLE.includes(c));
    if (unknown)
      return { status: 401, body: pgError("42501", "permission denied for table bookings") };
    const [userId, id, status] = [eq(query, "user_id"), eq(query, "id"), query.get("status")];
    // The policy's USING clause hides rows the member may not change; the filters narrow further.
    const targets = stored.filter(
      (r) =>
        r.user_id === uid &&
        r.status !== "cancelled" &&
        notStarted(r) &&
        (userId === undefined || r.user_id === userId) &&
        (id === undefined || r.id === id) &&
        (status !== "neq.cancelled" || r.status !== "cancelled"),
    );
    if (targets.length > 0 && (changes.status !== "cancelled" || !changes.cancelled_at)) {
      return {
        status: 403,
        body: pgError("42501", 'new row violates row-level security policy for table "bookings"'),
      };
    }
    const refund = changes.refund_paise;
    if (
      targets.some(
        (r) => typeof refund === "number" && (refund < 0 || refund > Number(r.total_paise)),
      )
    ) {
      return {
        status: 400,
        body: pgError(
          "23514",
          'new row for relation "bookings" violates check constraint "bookings_refund_check"',
        ),
      };
    }
    for (const r of targets)
      Object.assign(r, { ...changes, cancelled_at: pgTimestamp(changes.cancelled_at) });
    return represent(targets, headers, query, 200);
  }

  /** `taken_booking_slots`: security definer, so visitors may call it; times only. */
  function takenSlots(body: unknown): Answer {
    const { p_resource, p_from, p_to } = (body ?? {}) as Record<string, string>;
    const [from, to] = [Date.parse(String(p_from)), Date.parse(String(p_to))];
    if (!(to > from) || to - from > 7 * 86_400_000) return { status: 200, body: [] };
    const rows = stored
      .filter((r) => r.resource === p_resource && isLive(r) && overlaps(r, from, to))
      .sort((a, b) => String(a.starts_at).localeCompare(String(b.starts_at)))
      .map((r) => ({ starts_at: r.starts_at, ends_at: r.ends_at }));
    return { status: 200, body: rows };
  }

  return { insert, select, update, takenSlots };
}
