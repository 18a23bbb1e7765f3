import type { MembershipOfferInput } from "@/lib/memberships/types";
import type { MembershipDraft } from "./membership-draft";

/** The core's staff route that offers a membership (app/api/staff/memberships). */
export const STAFF_MEMBERSHIPS_URL = "/api/staff/memberships";

/**
 * The draft as the route takes it (lib/memberships MembershipOfferInput): seats as a number, the
 * company only when it has a name. Bad values go through as typed: the server says what is wrong.
 */
export function createMembershipBody(
  draft: MembershipDraft,
  sourceBookingId?: string,
): MembershipOfferInput {
  const legalName = draft.companyName.trim();
  return {
    plan: draft.plan,
    seats: Number(draft.seats),
    term: draft.term,
    startDate: draft.startDate,
    holderName: draft.name.trim(),
    holderEmail: draft.email.trim(),
    company: legalName
      ? {
          legalName,
          gstin: draft.gstin.trim() || undefined,
          billingAddress: draft.billingAddress.trim(),
          stateCode: draft.billingState || draft.gstin.trim().slice(0, 2),
        }
      : undefined,
    sourceBookingId,
  };
}

/** The route's field names (MembershipOfferInput, zod paths joined by dots) to the form's. */
const FIELD_OF: Record<string, keyof MembershipDraft> = {
  holderEmail: "email",
  holderName: "name",
  "company.legalName": "companyName",
  "company.gstin": "gstin",
  "company.billingAddress": "billingAddress",
  "company.stateCode": "billingState",
};

export function draftErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [FIELD_OF[field] ?? field, message]),
  );
}
