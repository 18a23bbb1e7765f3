import "server-only";
import { getCurrentSession } from "@/lib/auth";
import type { DataAccess } from "@/lib/data";

/**
 * Who sent a form: a signed-in member's id and token (so the row is theirs and row-level
 * security sees them), or nobody. A failed session lookup never blocks an enquiry: the club
 * would rather receive it anonymously than lose it.
 */
export async function formSubmitter(
  request: Request,
): Promise<{ userId?: string; access: DataAccess }> {
  const session = await getCurrentSession(request).catch(() => null);
  return session
    ? { userId: session.user.id, access: { accessToken: session.accessToken } }
    : { access: {} };
}
