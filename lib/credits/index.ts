import "server-only";
import { adjustWith, memberCreditWith, memberPricingWith, poolWith } from "@/lib/credits/credits";
import { CREDIT_TEXT, CreditError } from "@/lib/credits/errors";
import { getCreditStore } from "@/lib/credits/select";
import { saveSettingsWith, settingsWith } from "@/lib/credits/settings";
import type {
  CreditMovement,
  CreditPool,
  MemberCredit,
  MemberRateSettings,
} from "@/lib/credits/types";
import type { MemberRates } from "@/lib/pricing";

/**
 * Room credit and member rates (issue 38): the credit ledger (0089), the owner's rates and plan
 * credit (0090), the grants, expiry, draws and returns (0091, 0092: a booking draws credit and
 * is priced for a member in the database, whoever inserts it). What routes and pages call.
 */

export * from "@/lib/credits/types";
export { CreditError, CREDIT_TEXT } from "@/lib/credits/errors";

/** The dashboard's credit: the pool the member draws on, or null. */
export function getMemberCredit(userId: string, now: Date): Promise<MemberCredit | null> {
  return memberCreditWith(getCreditStore(), userId, now);
}

/** Staff's view of a membership's pool. */
export function getMembershipCredit(membershipId: string, now: Date): Promise<CreditPool> {
  return poolWith(getCreditStore(), membershipId, now);
}

/** Staff adjust a membership's credit with a reason (an 'adjust' row). */
export function adjustCredit(
  membershipId: string,
  input: { amount: number; reason: string },
  staff: { email: string },
  now: Date,
): Promise<CreditMovement> {
  return adjustWith(getCreditStore(), membershipId, input, staff.email, now);
}

/** The calculators' member figures: rates and credit to spend, null for a non-member. */
export function getMemberPricing(
  userId: string,
  now: Date,
): Promise<{ rates: MemberRates; credit: number } | null> {
  return memberPricingWith(getCreditStore(), userId, now);
}

/** The holder lets the company's seat users draw on its credit (403 for anyone else). */
export async function setSeatUsersShareCredit(
  membershipId: string,
  holderId: string,
  share: boolean,
  now: Date,
): Promise<void> {
  if (!(await getCreditStore().setShare(membershipId, holderId, share, now))) {
    throw new CreditError("forbidden", CREDIT_TEXT.notHolder);
  }
}

export function getMemberRateSettings(): Promise<MemberRateSettings> {
  return settingsWith(getCreditStore());
}

export function saveMemberRateSettings(
  input: Omit<MemberRateSettings, "updated">,
  staff: { email: string },
  now: Date,
): Promise<MemberRateSettings> {
  return saveSettingsWith(getCreditStore(), input, staff.email, now);
}

/** The daily sweep: every ended period's and pack's credit written off once; paise expired. */
export function expireCredit(now: Date): Promise<number> {
  return getCreditStore().expire(now);
}
