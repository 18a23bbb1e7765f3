import { getAuthPort } from "@/lib/auth";
import type { SessionSnapshot } from "@/lib/auth/types";
import { memberOf } from "@/lib/auth/member";
import { jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { isStaffMember } from "@/lib/staff/access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Who is signed in, read by the browser's AuthProvider after mount (pages stay static). A stale
 * or tampered cookie is cleared on the way.
 */
export const GET = apiRoute({ name: "GET /api/auth/session" }, async ({ auth }) => {
  const port = getAuthPort();
  const current = await port.getSession(auth);
  // Staff see "Staff console" in their menu; a failed lookup only hides the link.
  const staff = current ? await isStaffMember(memberOf(current)).catch(() => false) : false;
  const snapshot: SessionSnapshot = {
    user: current ? { ...current.user, ...(staff ? { staff } : {}) } : null,
    session: current?.session ?? null,
    oauth: port.oauth,
  };
  return jsonOk(snapshot);
});
