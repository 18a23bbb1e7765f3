import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { createBookingsEndpoints } from "./fake-postgrest-bookings";

/**
 * A small stand-in for Supabase's PostgREST on 127.0.0.1: it checks what a real one would
 * (apikey, bearer, path, insertable columns, row-level security, the unique registration) and
 * answers in its shapes, and records every request for exact assertions.
 */

type Row = Record<string, unknown>;

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
};

type TableSpec = { insertable: string[]; required: string[]; visitorMayNameUser: boolean };

// Mirrors the column grants and policies of supabase/migrations/0001_enquiries.sql.
export const TABLES: Record<string, TableSpec> = {
  leads: {
    insertable: ["user_id", "name", "email", "user_query"],
    required: ["email"],
    visitorMayNameUser: true,
  },
  enquiries: {
    insertable: [
      "user_id",
      "inquiry_type",
      "page",
      "name",
      "email",
      "phone",
      "company",
      "team_size",
      "organization",
      "event_type",
      "preferred_date",
      "proposed_date",
      "message",
      "reason",
    ],
    required: ["inquiry_type", "name", "email"],
    visitorMayNameUser: false,
  },
  event_registrations: {
    insertable: ["event_id", "event_title", "name", "email", "phone", "user_id"],
    required: ["event_id", "event_title", "name", "email"],
    visitorMayNameUser: false,
  },
};

export type FakePostgrest = {
  url: string;
  anonKey: string;
  /** A bearer token the fake accepts as the signed-in user `userId`. */
  tokenFor(userId: string): string;
  requests: RecordedRequest[];
  rows: Record<string, Row[]>;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, body?: unknown) {
  res.statusCode = status;
  if (body === undefined) return res.end();
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}

const pgError = (code: string, message: string) => ({ code, message, details: null, hint: null });

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** `bookings`: a migrated PGlite that answers the bookings endpoints (fake-postgrest-bookings.ts). */
export async function startFakePostgrest({
  bookings: bookingsDb,
}: { bookings?: PGlite } = {}): Promise<FakePostgrest> {
  const anonKey = "anon-key-for-tests";
  const tokens = new Map<string, string>();
  const requests: RecordedRequest[] = [];
  const rows: Record<string, Row[]> = {
    leads: [],
    enquiries: [],
    event_registrations: [],
  };
  const bookings = bookingsDb ? createBookingsEndpoints(bookingsDb) : undefined;
  let clock = Date.parse("2030-01-01T00:00:00Z");

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });

    if (req.headers.apikey !== anonKey) return send(res, 401, { message: "Invalid API key" });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const uid = bearer === anonKey ? null : bearer ? tokens.get(bearer) : undefined;
    if (uid === undefined) return send(res, 401, pgError("PGRST301", "JWT could not be decoded"));

    // Bookings and their functions: a real database behind them (fake-postgrest-bookings.ts).
    const answer = ({ status, body: payload }: { status: number; body?: unknown }) =>
      send(res, status, payload);
    const rpc = /^\/rest\/v1\/rpc\/(\w+)$/.exec(url.pathname)?.[1];
    const called = rpc && req.method === "POST" ? bookings?.rpc(uid, rpc, body) : undefined;
    if (called) return answer(await called);
    if (url.pathname === "/rest/v1/bookings" && bookings) {
      return answer(
        await bookings.table(uid, req.method ?? "", body, req.headers, url.searchParams),
      );
    }

    const table = /^\/rest\/v1\/(\w+)$/.exec(url.pathname)?.[1];
    const spec = table ? TABLES[table] : undefined;
    if (!table || !spec)
      return send(res, 404, pgError("PGRST205", `Could not find the table 'public.${table}'`));
    const stored = rows[table]!;

    if (req.method === "POST") {
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return send(res, 400, pgError("PGRST102", "Expected a single JSON object"));
      }
      const row = body as Row;
      const unknown = Object.keys(row).find((column) => !spec.insertable.includes(column));
      if (unknown) {
        return send(
          res,
          400,
          pgError(
            "PGRST204",
            `Could not find the '${unknown}' column of '${table}' in the schema cache`,
          ),
        );
      }
      const missing = spec.required.find(
        (column) => row[column] === undefined || row[column] === null,
      );
      if (missing)
        return send(
          res,
          400,
          pgError("23502", `null value in column "${missing}" violates not-null constraint`),
        );
      if (typeof row.name === "string" && row.name.length > 120) {
        return send(
          res,
          400,
          pgError(
            "23514",
            `new row for relation "${table}" violates check constraint "${table}_name_length"`,
          ),
        );
      }
      const userId = row.user_id ?? null;
      const allowed = uid === null ? userId === null || spec.visitorMayNameUser : userId === uid;
      if (!allowed) {
        return send(
          res,
          uid === null ? 401 : 403,
          pgError("42501", `new row violates row-level security policy for table "${table}"`),
        );
      }
      if (
        table === "event_registrations" &&
        stored.some(
          (r) =>
            r.event_id === row.event_id &&
            String(r.email).toLowerCase() === String(row.email).toLowerCase(),
        )
      ) {
        return send(
          res,
          409,
          pgError(
            "23505",
            'duplicate key value violates unique constraint "event_registrations_event_email_key"',
          ),
        );
      }
      clock += 1000;
      stored.push({
        ...row,
        id: randomUUID(),
        created_at: new Date(clock).toISOString().replace("Z", "+00:00"),
      });
      // PostgREST's default is return=minimal; a representation needs select rights visitors lack.
      if (req.headers.prefer?.includes("return=representation")) {
        return uid === null
          ? send(res, 401, pgError("42501", `permission denied for table ${table}`))
          : send(res, 201, [row]);
      }
      return send(res, 201);
    }

    if (req.method === "GET") {
      if (uid === null)
        return send(res, 401, pgError("42501", `permission denied for table ${table}`));
      const filter = url.searchParams.get("user_id");
      const wanted = filter?.startsWith("eq.") ? filter.slice(3) : undefined;
      const columns = (url.searchParams.get("select") ?? "*").split(",");
      const visible = stored
        .filter((r) => r.user_id === uid && (wanted === undefined || r.user_id === wanted))
        .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
      const project = (r: Row) =>
        columns[0] === "*"
          ? r
          : Object.fromEntries(columns.map((c) => [c, r[c] === undefined ? null : r[c]]));
      return send(res, 200, visible.map(project));
    }

    return send(res, 405, pgError("PGRST117", "Unsupported HTTP method"));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey,
    tokenFor(userId) {
      const token = `token-${userId}`;
      tokens.set(token, userId);
      return token;
    },
    requests,
    rows,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
