import "server-only";
import type { Member } from "@/lib/auth/member";
import type { Booking } from "@/lib/bookings";
import { serverCaller } from "@/lib/db";
import {
  addAdminWith,
  allowanceWith,
  bookOnCompanyWith,
  companyAccountWith,
  removeAdminWith,
  setBillingWith,
} from "@/lib/memberships/company/actions";
import { createCompanyStore, type CompanyStore } from "@/lib/memberships/company/store";
import type {
  CompanyAccountView,
  CompanyAllowance,
  CompanyBillingSetting,
} from "@/lib/memberships/company/types";
import { getMembershipStore } from "@/lib/memberships/select";

export * from "@/lib/memberships/company/types";
export { COMPANY_TEXT } from "@/lib/memberships/company/text";
export { MAX_COMPANY_ADMINS, capLabel, type CapUnit } from "@/lib/memberships/company/rules";

let store: CompanyStore | undefined;

/** Company billing's store (0100), over the memberships' database (see lib/memberships/select). */
const companyStore = () => (store ??= createCompanyStore(serverCaller("Company billing")));

/** Books a room or the studio "on the company" for the signed-in member (see bookOnCompanyWith). */
export function bookOnCompany(
  member: Member,
  request: { kind: string; date?: string } & Record<string, unknown>,
  contact: { name?: string; email: string },
): Promise<Booking> {
  return bookOnCompanyWith(companyStore(), member.user.id, request, contact);
}

/** Checkout's "Book on the company": what the member may still book in the month of `date`. */
export function companyAllowance(userId: string, date: string): Promise<CompanyAllowance | null> {
  return allowanceWith(companyStore(), userId, date);
}

/** Whether the member is the membership's holder or one of its company admins. */
export function canManageMembership(membershipId: string, userId: string): Promise<boolean> {
  return companyStore().canManage(membershipId, userId);
}

/** The dashboard's "Company account" (403 unless holder or admin). */
export function getCompanyAccount(
  membershipId: string,
  userId: string,
): Promise<CompanyAccountView> {
  return companyAccountWith(companyStore(), getMembershipStore(), membershipId, userId);
}

/** The holder names a seat user a company admin. */
export function addCompanyAdmin(
  membershipId: string,
  email: string,
  holder: Member,
  now: Date,
): Promise<CompanyAccountView> {
  return addAdminWith(
    companyStore(),
    getMembershipStore(),
    membershipId,
    email,
    holder.user.id,
    now,
  );
}

/** The holder removes a company admin (they stay a seat user). */
export function removeCompanyAdmin(
  membershipId: string,
  email: string,
  holder: Member,
  now: Date,
): Promise<CompanyAccountView> {
  return removeAdminWith(
    companyStore(),
    getMembershipStore(),
    membershipId,
    email,
    holder.user.id,
    now,
  );
}

/** The holder or an admin sets whether seat users book on the company, and the monthly cap. */
export function setCompanyBilling(
  membershipId: string,
  setting: CompanyBillingSetting,
  member: Member,
  now: Date,
): Promise<CompanyAccountView> {
  return setBillingWith(
    companyStore(),
    getMembershipStore(),
    membershipId,
    setting,
    member.user.id,
    now,
  );
}
