import "server-only";
import { CREDIT_TEXT, CreditError } from "@/lib/credits/errors";
import type { CreditStore } from "@/lib/credits/store";
import { creditPool, spendable } from "@/lib/credits/summary";
import type { CreditMovement, CreditPool, MemberCredit } from "@/lib/credits/types";
import { DEFAULT_MEMBER_RATE_PERCENT, type MemberRates } from "@/lib/pricing";

/** Orchestration over a credit store: every rule is the SQL functions' (0090-0092). */

export async function poolWith(
  store: CreditStore,
  membershipId: string,
  now: Date,
): Promise<CreditPool> {
  const movements = await store.movements(membershipId, now);
  return creditPool(membershipId, movements, await store.buckets(membershipId, now));
}

/** The pool the member draws on (held, or shared by their company's holder); null when none. */
export async function memberCreditWith(
  store: CreditStore,
  userId: string,
  now: Date,
): Promise<MemberCredit | null> {
  const membershipId = await store.poolOf(userId, now);
  if (!membershipId) return null;
  const [pool, facts] = await Promise.all([
    poolWith(store, membershipId, now),
    store.poolFacts(membershipId),
  ]);
  return {
    ...pool,
    holder: facts?.holder_user_id === userId,
    sharedWithSeatUsers: facts?.shared ?? false,
  };
}

/** Staff adjust a pool: a reason is required; down never below what is left (409). */
export async function adjustWith(
  store: CreditStore,
  membershipId: string,
  input: { amount: number; reason: string },
  actor: string,
  now: Date,
): Promise<CreditMovement> {
  const reason = input.reason.trim();
  if (!reason) throw new CreditError("invalid_request", CREDIT_TEXT.reasonRequired);
  try {
    return await store.adjust(membershipId, input.amount, reason, actor, now);
  } catch (error) {
    // The driver's error may come from another realm (PGlite): read its message, not its class.
    const text = String((error as { message?: unknown } | null)?.message ?? "");
    if (text.includes("more than the balance")) {
      throw new CreditError("conflict", CREDIT_TEXT.moreThanBalance);
    }
    if (text.includes("no such membership"))
      throw new CreditError("not_found", CREDIT_TEXT.noMembership);
    throw error;
  }
}

/** A member's rates and the room credit they can spend now; null for anyone not a member. */
export async function memberPricingWith(
  store: CreditStore,
  userId: string,
  now: Date,
): Promise<{ rates: MemberRates; credit: number } | null> {
  if (!(await store.isMember(userId, now))) return null;
  const [settings, pool] = await Promise.all([store.settings(), store.poolOf(userId, now)]);
  const rate = (product: string) =>
    settings.find((s) => s.kind === "rate" && s.key === product)?.value ??
    DEFAULT_MEMBER_RATE_PERCENT;
  return {
    rates: { "meeting-room": rate("meeting-room"), "podcast-studio": rate("podcast-studio") },
    credit: pool ? spendable(await store.buckets(pool, now)) : 0,
  };
}
