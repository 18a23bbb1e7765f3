import "server-only";
import { bookingFromRecord, type Booking } from "@/lib/bookings";
import { sqlDataError } from "@/lib/db";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { capLeft, overCapMessage } from "@/lib/memberships/company/rules";
import type { AdminOutcome, CompanyStore } from "@/lib/memberships/company/store";
import { COMPANY_TEXT } from "@/lib/memberships/company/text";
import type {
  CompanyAccountView,
  CompanyAllowance,
  CompanyBillingSetting,
} from "@/lib/memberships/company/types";
import type { MembershipStore } from "@/lib/memberships/store";

/** The SQLSTATE of a failed call: the embedded driver's `code`, or PostgREST's in the message. */
function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? /failed: ([0-9A-Z]{5}) /.exec(error.message)?.[1] : undefined;
}

/**
 * Books a room or the studio on the company (0100's book_on_company): public.book_for's rules
 * and member price, credit first, the rest a line of the next membership invoice. Refused when
 * the company has not let this person book on it, or over the monthly cap (its sentence says
 * what is left). Other refusals are the bookings' own (slot taken, weekly limit, closed day).
 */
export async function bookOnCompanyWith(
  store: CompanyStore,
  userId: string,
  request: { kind: string; date?: string } & Record<string, unknown>,
  contact: { name?: string; email: string },
): Promise<Booking> {
  if (request.kind !== "meeting-room" && request.kind !== "podcast-studio") {
    throw new MembershipError("forbidden", COMPANY_TEXT.roomsOnly);
  }
  try {
    return bookingFromRecord((await store.bookOnCompany(userId, request, contact))!);
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === "COBIL") throw new MembershipError("forbidden", COMPANY_TEXT.notAllowed);
    if (state === "COEND") throw new MembershipError("conflict", COMPANY_TEXT.membershipEnds);
    if (state === "COCAP") {
      const date = request.date ?? "";
      const allowance = await store.allowance(userId, date);
      if (!allowance) throw new MembershipError("forbidden", COMPANY_TEXT.notAllowed);
      const { company, unit, cap, used } = allowance;
      throw new MembershipError("conflict", overCapMessage(company, unit, cap, used, date));
    }
    throw sqlDataError(error, "book on the company");
  }
}

/** What the member may still book on the company in the month of `date`; null: not at all. */
export async function allowanceWith(
  store: CompanyStore,
  userId: string,
  date: string,
): Promise<CompanyAllowance | null> {
  const allowance = await store.allowance(userId, date);
  if (!allowance) return null;
  const { company, unit, cap, used } = allowance;
  return { company, unit, cap, left: capLeft(unit, cap, used) };
}

async function checkManager(store: CompanyStore, membershipId: string, userId: string) {
  if (!(await store.canManage(membershipId, userId))) {
    throw new MembershipError("forbidden", COMPANY_TEXT.manageOnly);
  }
}

async function checkHolder(memberships: MembershipStore, membershipId: string, userId: string) {
  const membership = await memberships.byId(membershipId);
  if (!membership) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (membership.holder_user_id !== userId) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
}

/** The "Company account" of a membership the member manages (holder or admin). */
export async function companyAccountWith(
  store: CompanyStore,
  memberships: MembershipStore,
  membershipId: string,
  userId: string,
): Promise<CompanyAccountView> {
  await checkManager(store, membershipId, userId);
  const [membership, admins, setting, use] = await Promise.all([
    memberships.byId(membershipId),
    store.admins(membershipId),
    store.billing(membershipId),
    store.use(membershipId),
  ]);
  return {
    membershipId,
    isHolder: membership?.holder_user_id === userId,
    admins,
    setting,
    use,
  };
}

const ADMIN_REFUSALS: Record<Exclude<AdminOutcome, "added">, string> = {
  "not-found": MEMBERSHIP_TEXT.notFound,
  closed: COMPANY_TEXT.adminsClosed,
  "not-seated": COMPANY_TEXT.adminNotSeated,
  "not-signed-in": COMPANY_TEXT.adminNotSignedIn,
  duplicate: COMPANY_TEXT.adminDuplicate,
  full: COMPANY_TEXT.adminsFull,
};

/** The holder names a seat user a company admin (at most 3 besides the holder). */
export async function addAdminWith(
  store: CompanyStore,
  memberships: MembershipStore,
  membershipId: string,
  email: string,
  holderId: string,
  now: Date,
): Promise<CompanyAccountView> {
  await checkHolder(memberships, membershipId, holderId);
  const outcome = await store.addAdmin(membershipId, email, holderId, now);
  if (outcome !== "added") {
    const refusal = outcome ?? "not-found";
    const code = refusal === "not-found" ? "not_found" : "conflict";
    throw new MembershipError(code, ADMIN_REFUSALS[refusal]);
  }
  return companyAccountWith(store, memberships, membershipId, holderId);
}

export async function removeAdminWith(
  store: CompanyStore,
  memberships: MembershipStore,
  membershipId: string,
  email: string,
  holderId: string,
  now: Date,
): Promise<CompanyAccountView> {
  await checkHolder(memberships, membershipId, holderId);
  if (!(await store.removeAdmin(membershipId, email, holderId, now))) {
    throw new MembershipError("not_found", COMPANY_TEXT.adminNotFound);
  }
  return companyAccountWith(store, memberships, membershipId, holderId);
}

/** An admin (or the holder) turns booking on the company on or off, and sets the cap. */
export async function setBillingWith(
  store: CompanyStore,
  memberships: MembershipStore,
  membershipId: string,
  setting: CompanyBillingSetting,
  userId: string,
  now: Date,
): Promise<CompanyAccountView> {
  await checkManager(store, membershipId, userId);
  await store.setBilling(membershipId, setting, userId, now);
  return companyAccountWith(store, memberships, membershipId, userId);
}
