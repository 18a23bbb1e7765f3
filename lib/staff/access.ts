import "server-only";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { getCurrentMember, type Member } from "@/lib/auth/member";
import { HttpError } from "@/lib/http/errors";
import { getStaffPort } from "@/lib/staff";

export const STAFF_FORBIDDEN_MESSAGE = "This is for the club's staff only.";

/** Whether the member is the club's staff: asked of the staff port, never remembered across requests. */
export function isStaffMember(member: Member): Promise<boolean> {
  // A session that has not proven the address (signed in before it was confirmed) is nobody's
  // staff, whatever the address (issue 24 item 1).
  if (member.user.unverified) return Promise.resolve(false);
  return getStaffPort().isStaff(member.user, member.access);
}

/** The signed-in member of this page and whether they are staff, looked up once per request. */
export const getCurrentStaff = cache(
  async (): Promise<{ member: Member | null; staff: boolean }> => {
    const member = await getCurrentMember();
    return { member, staff: member ? await isStaffMember(member) : false };
  },
);

/**
 * The gate of every page under /staff: a visitor who is not signed in is asked to sign in and
 * comes back to `path`; a member who is not staff gets the site's 404, so nobody learns that the
 * console exists.
 */
export async function requireStaffPage(path: string): Promise<Member> {
  const { member, staff } = await getCurrentStaff();
  if (!member) redirect(`/?auth=login&next=${encodeURIComponent(path)}`);
  if (!staff) notFound();
  return member;
}

/** The gate of every staff API after the member check: 403 for a member who is not staff. */
export async function assertStaff(member: Member): Promise<void> {
  if (!(await isStaffMember(member))) throw new HttpError("forbidden", STAFF_FORBIDDEN_MESSAGE);
}
