import "server-only";
import { getCurrentSession } from "@/lib/auth";
import type { CurrentSession } from "@/lib/auth/port";
import type { AuthUser } from "@/lib/auth/types";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import type { DataAccess } from "@/lib/db";
import { HttpError } from "@/lib/http/errors";

/**
 * A signed-in member as every route and page uses them: who they are, and the access the data
 * port acts with (their token, so row-level security sees them in connected mode).
 */
export type Member = { user: AuthUser; access: DataAccess };

export function memberOf(session: CurrentSession): Member {
  return { user: session.user, access: { accessToken: session.accessToken } };
}

/** Where an anonymous visitor of the dashboard goes: the login dialog, then back there. */
export const DASHBOARD_LOGIN = "/?auth=login&next=/dashboard";

/** The member of the page being rendered (reads cookies, so the page is dynamic), or null. */
export async function getCurrentMember(): Promise<Member | null> {
  const session = await getCurrentSession();
  return session ? memberOf(session) : null;
}

/** For a route's `authorize`: booking needs a confirmed address (403 with the reason otherwise). */
export async function requireVerifiedEmail(member: Member): Promise<void> {
  if (member.user.unverified)
    throw new HttpError("forbidden", ACCOUNT_MESSAGES.verifyBeforeBooking);
}
