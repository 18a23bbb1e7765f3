import "server-only";
import { getCurrentSession } from "@/lib/auth";
import type { CurrentSession } from "@/lib/auth/port";
import type { AuthUser } from "@/lib/auth/types";
import type { DataAccess } from "@/lib/data/types";

/**
 * A signed-in member as every route and page uses them: who they are, and the access the data
 * port acts with (their token, so row-level security sees them in connected mode).
 */
export type Member = { user: AuthUser; access: DataAccess };

export function memberOf(session: CurrentSession): Member {
  return { user: session.user, access: { accessToken: session.accessToken } };
}

/** The member of the page being rendered (reads cookies, so the page is dynamic), or null. */
export async function getCurrentMember(): Promise<Member | null> {
  const session = await getCurrentSession();
  return session ? memberOf(session) : null;
}
