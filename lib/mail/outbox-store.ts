import "server-only";
import type { SqlQueryable } from "@/lib/db";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { OwedMessage } from "@/lib/mail/types";

/**
 * The worker's view of the outbox. The claiming, back-off and give-up rules live once, in SQL
 * (0003_outbox.sql), so every store of the outbox applies the same ones.
 */
export interface OutboxStore {
  /** Takes up to `limit` due messages for `leaseSeconds`; nobody else gets them meanwhile. */
  claim(limit: number, leaseSeconds: number): Promise<OwedMessage[]>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Owes the 24-hour reminder of each booking that starts within a day; returns how many. */
  oweReminders(): Promise<number>;
  /** For the staff console: how many wait, and the newest `limit` given up on after 24 hours. */
  status(limit: number): Promise<OutboxStatus>;
  /** Deletes messages sent or given up on more than `days` before `now`; answers how many. */
  purgeOld(now: Date, days: number): Promise<number>;
}

export type FailedMessage = {
  id: string;
  template: string;
  recipient: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};
export type OutboxStatus = { pending: number; failed: FailedMessage[] };

type FailedRow = Omit<Row, "source_id" | "payload"> & { last_error: string | null };
const FAILED_COLUMNS = "id, template, recipient, attempts, last_error, created_at";
const reshapeFailed = (row: FailedRow): FailedMessage => ({
  id: row.id,
  template: row.template,
  recipient: row.recipient,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at).toISOString(),
});

type Row = {
  id: string;
  template: string;
  source_id: string;
  recipient: string | null;
  /** JSON the triggers wrote; parsed per template before it is rendered (lib/mail/payloads). */
  payload: unknown;
  attempts: number;
  created_at: string;
};

export const reshapeOwed = (row: Row): OwedMessage => ({
  id: row.id,
  template: row.template,
  sourceId: row.source_id,
  recipient: row.recipient,
  payload: row.payload,
  attempts: row.attempts,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The outbox in the embedded database (the server connects as its owner). */
export function createEmbeddedOutboxStore(open: () => Promise<SqlQueryable>): OutboxStore {
  return {
    async claim(limit, leaseSeconds) {
      const db = await open();
      const { rows } = await db.query<Row>(
        "select * from public.claim_outbox($1, make_interval(secs => $2))",
        [limit, leaseSeconds],
      );
      return rows.map(reshapeOwed);
    },
    async markSent(id) {
      await (await open()).query("select public.mark_outbox_sent($1)", [id]);
    },
    async markFailed(id, error) {
      await (await open()).query("select public.mark_outbox_failed($1, $2)", [id, error]);
    },
    async oweReminders() {
      const { rows } = await (
        await open()
      ).query<{ owed: number }>("select public.owe_booking_reminders() as owed");
      return rows[0]?.owed ?? 0;
    },
    async status(limit) {
      const db = await open();
      const [pending, failed] = await Promise.all([
        db.query<{ count: number }>(
          "select count(*)::int as count from public.outbox where status = 'pending'",
        ),
        db.query<FailedRow>(
          `select ${FAILED_COLUMNS} from public.outbox where status = 'failed'
           order by created_at desc limit $1`,
          [limit],
        ),
      ]);
      return { pending: pending.rows[0]?.count ?? 0, failed: failed.rows.map(reshapeFailed) };
    },
    async purgeOld(now, days) {
      const { rows } = await (
        await open()
      ).query<{ gone: number }>("select public.purge_old_mail($1, $2) as gone", [
        now.toISOString(),
        days,
      ]);
      return rows[0]?.gone ?? 0;
    },
  };
}

/**
 * The outbox in Supabase, through the same SQL functions over PostgREST's RPC with the
 * service-role client (the outbox is closed to every other role).
 */
export function createSupabaseOutboxStore(client: () => Promise<SupabaseClient>): OutboxStore {
  const call = async <T>(fn: string, args: Record<string, unknown>): Promise<T> => {
    const { data, error } = await (await client()).rpc(fn, args);
    if (error) throw new Error(`outbox ${fn} failed: ${error.code} ${error.message}`);
    return data as T;
  };
  return {
    claim: async (limit, leaseSeconds) =>
      (
        await call<Row[]>("claim_outbox", { p_limit: limit, p_lease: `${leaseSeconds} seconds` })
      ).map(reshapeOwed),
    markSent: (id) => call("mark_outbox_sent", { p_id: id }),
    markFailed: (id, error) => call("mark_outbox_failed", { p_id: id, p_error: error }),
    oweReminders: () => call<number>("owe_booking_reminders", {}),
    async status(limit) {
      const outbox = () => client().then((c) => c.from("outbox"));
      const [pending, failed] = await Promise.all([
        (await outbox()).select("id", { count: "exact", head: true }).eq("status", "pending"),
        (await outbox())
          .select(FAILED_COLUMNS)
          .eq("status", "failed")
          .order("created_at", { ascending: false })
          .limit(limit),
      ]);
      const error = pending.error ?? failed.error;
      if (error) throw new Error(`outbox status failed: ${error.code} ${error.message}`);
      return {
        pending: pending.count ?? 0,
        failed: ((failed.data ?? []) as FailedRow[]).map(reshapeFailed),
      };
    },
    purgeOld: (now, days) =>
      call<number>("purge_old_mail", { p_now: now.toISOString(), p_days: days }),
  };
}
