import { getAuthPort } from "@/lib/auth";
import type { SessionSnapshot } from "@/lib/auth/types";
import { apiRoute, jsonOk } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Who is signed in, read by the browser's AuthProvider after mount (pages stay static). A stale
 * or tampered cookie is cleared on the way.
 */
export const GET = apiRoute({ name: "GET /api/auth/session" }, async ({ auth }) => {
  const port = getAuthPort();
  const current = await port.getSession(auth);
  const snapshot: SessionSnapshot = {
    user: current?.user ?? null,
    session: current?.session ?? null,
    oauth: port.oauth,
  };
  return jsonOk(snapshot);
});
