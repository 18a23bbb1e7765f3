/**
 * App-owned shapes of room credit and member rates (issue 38). Pure types: safe for client code.
 */
import type { MemberRateProduct, Paise } from "@/lib/pricing";

export type CreditEntry = "grant" | "use" | "return" | "expiry" | "adjust";

/** One movement of a credit pool, as the ledger (0089) keeps it. */
export type CreditMovement = {
  id: string;
  at: string;
  entry: CreditEntry;
  /** Signed paise: + grant, return, adjustment up; − use, expiry, adjustment down. */
  amount: Paise;
  /** The plan period it belongs to (yyyy-mm-dd), if any. */
  periodStart?: string;
  expiresAt?: string;
  bookingId?: string;
  reason?: string;
  actor: string;
};

/** What is left of one period's credit (or of adjustments outside a period), and when it ends. */
export type CreditBucket = { periodStart?: string; expiresAt?: string; left: Paise };

/** A membership's credit pool: its balance, what expires next and when, and every movement. */
export type CreditPool = {
  membershipId: string;
  balance: Paise;
  /** The soonest credit to expire; null when nothing left expires. */
  expiring: { amount: Paise; at: string } | null;
  movements: CreditMovement[];
};

/** The dashboard's credit: the pool the member draws on, and whether they are its holder. */
export type MemberCredit = CreditPool & {
  holder: boolean;
  /** The holder's switch: the company's seat users draw on this pool too. */
  sharedWithSeatUsers: boolean;
};

/** The staff screen's settings: percent off list per product, credit hours per seat per plan. */
export type MemberRateSettings = {
  rates: Record<MemberRateProduct, number>;
  planHours: Record<"dedicated-desk" | "managed-office" | "virtual-office", number>;
  updated: { at: string; by: string } | null;
};
