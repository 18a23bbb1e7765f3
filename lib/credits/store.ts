import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import type { CreditBucket, CreditEntry, CreditMovement } from "@/lib/credits/types";

/** Rows of 0089-0091 as either backend returns them (dates as Date or text, bigint as text). */
type Instant = string | Date;
type Big = number | string;

export type LedgerRow = {
  id: string;
  entry: CreditEntry;
  amount_paise: Big;
  period_start: Instant | null;
  expires_at: Instant | null;
  booking_id: string | null;
  reason: string | null;
  actor: string;
  at: Instant;
};

type BucketRow = { period_start: Instant | null; expires_at: Instant | null; left_paise: Big };
type SettingRow = {
  kind: "rate" | "credit";
  key: string;
  value: number;
  updated_at: Instant;
  updated_by: string;
};

const iso = (value: Instant) => new Date(value).toISOString();
// A date column: PGlite's Date at UTC midnight, PostgREST's text.
const day = (value: Instant) =>
  (typeof value === "string" ? value : value.toISOString()).slice(0, 10);

export const toMovement = (row: LedgerRow): CreditMovement => ({
  id: row.id,
  at: iso(row.at),
  entry: row.entry,
  amount: Number(row.amount_paise),
  ...(row.period_start ? { periodStart: day(row.period_start) } : {}),
  ...(row.expires_at ? { expiresAt: iso(row.expires_at) } : {}),
  ...(row.booking_id ? { bookingId: row.booking_id } : {}),
  ...(row.reason ? { reason: row.reason } : {}),
  actor: row.actor,
});

/** A scalar function's answer: a row named after it (the embedded query), or the value (PostgREST). */
function scalar<T>(rows: unknown[], name: string): T | undefined {
  const row = rows[0];
  return row !== null && typeof row === "object" && name in row
    ? (row as Record<string, T>)[name]
    : (row as T | undefined);
}

/** The credit ledger's and member rates' SQL functions (every rule is theirs), by name. */
export function createCreditStore(call: SqlFunctionCaller) {
  const at = (now: Date) => now.toISOString();
  return {
    async poolOf(userId: string, now: Date): Promise<string | null> {
      const rows = await call("credit_pool_of", { p_user: userId, p_at: at(now) });
      return scalar<string | null>(rows, "credit_pool_of") ?? null;
    },
    async isMember(userId: string, now: Date): Promise<boolean> {
      const rows = await call("is_member", { p_user: userId, p_at: at(now) });
      return scalar<boolean>(rows, "is_member") === true;
    },
    async movements(membershipId: string, now: Date): Promise<CreditMovement[]> {
      const rows = await call<LedgerRow>("credit_movements", {
        p_membership: membershipId,
        p_at: at(now),
      });
      return rows.map(toMovement);
    },
    async buckets(membershipId: string, now: Date): Promise<CreditBucket[]> {
      const rows = await call<BucketRow>("credit_buckets", {
        p_membership: membershipId,
        p_at: at(now),
      });
      return rows.map((row) => ({
        ...(row.period_start ? { periodStart: day(row.period_start) } : {}),
        ...(row.expires_at ? { expiresAt: iso(row.expires_at) } : {}),
        left: Number(row.left_paise),
      }));
    },
    async adjust(
      membershipId: string,
      amount: number,
      reason: string,
      actor: string,
      now: Date,
    ): Promise<CreditMovement> {
      const [row] = await call<LedgerRow>("credit_adjust", {
        p_membership: membershipId,
        p_amount: amount,
        p_reason: reason,
        p_actor: actor,
        p_at: at(now),
      });
      return toMovement(row!);
    },
    async expire(now: Date): Promise<number> {
      return Number(scalar(await call("credit_expire", { p_at: at(now) }), "credit_expire") ?? 0);
    },
    async settings(): Promise<SettingRow[]> {
      return call<SettingRow>("member_rate_settings", {});
    },
    async setRate(product: string, percent: number, actor: string, now: Date) {
      const rows = await call("set_member_rate", {
        p_product: product,
        p_percent: percent,
        p_actor: actor,
        p_at: at(now),
      });
      return scalar<boolean>(rows, "set_member_rate") === true;
    },
    async setPlanHours(plan: string, hours: number, actor: string, now: Date) {
      const rows = await call("set_plan_credit", {
        p_plan: plan,
        p_hours: hours,
        p_actor: actor,
        p_at: at(now),
      });
      return scalar<boolean>(rows, "set_plan_credit") === true;
    },
    async setShare(membershipId: string, holderId: string, share: boolean, now: Date) {
      const rows = await call("set_seat_users_share_credit", {
        p_membership: membershipId,
        p_holder: holderId,
        p_share: share,
        p_at: at(now),
      });
      return scalar<boolean>(rows, "set_seat_users_share_credit") === true;
    },
    /** Whether the holder shares the pool with seat users, and who holds it. */
    async poolFacts(membershipId: string) {
      const rows = await call<{ holder_user_id: string | null; shared: boolean }>(
        "credit_pool_facts",
        { p_membership: membershipId },
      );
      return rows[0] ?? null;
    },
  };
}

export type CreditStore = ReturnType<typeof createCreditStore>;
export type { SettingRow };
