import type { CreditBucket, CreditMovement, CreditPool } from "@/lib/credits/types";

/**
 * A pool as the dashboard and staff read it: the balance is the ledger's sum (what every draw
 * checks too), and what expires next is the running bucket ending first with credit left.
 */
export function creditPool(
  membershipId: string,
  movements: CreditMovement[],
  buckets: CreditBucket[],
): CreditPool {
  const balance = movements.reduce((sum, m) => sum + m.amount, 0);
  const next = buckets
    .filter((b): b is CreditBucket & { expiresAt: string } => !!b.expiresAt && b.left > 0)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))[0];
  return {
    membershipId,
    balance,
    expiring: next ? { amount: next.left, at: next.expiresAt } : null,
    movements,
  };
}

/** What a member can spend on rooms now: the running buckets' sum (never below 0). */
export const spendable = (buckets: CreditBucket[]) =>
  Math.max(
    0,
    buckets.reduce((sum, b) => sum + b.left, 0),
  );
