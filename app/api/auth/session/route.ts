import { getAuthPort } from "@/lib/auth";
import { withAuthContext } from "@/lib/auth/route";
import type { SessionSnapshot } from "@/lib/auth/types";
import { jsonOk } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Who is signed in, read by the browser's AuthProvider after mount (pages stay static). A stale
 * or tampered cookie is cleared on the way.
 */
export function GET(request: Request): Promise<Response> {
  return withAuthContext(request, "GET /api/auth/session", async (ctx) => {
    const port = getAuthPort();
    const current = await port.getSession(ctx);
    const snapshot: SessionSnapshot = {
      user: current?.user ?? null,
      session: current?.session ?? null,
      oauth: port.oauth,
    };
    return jsonOk(snapshot);
  });
}
