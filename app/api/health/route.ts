import { pingData } from "@/lib/leads";
import { jsonOk } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * How long the health check waits for the database's `select 1`: a load balancer's probe must
 * get an answer, and a database slower than this is as good as down for requests.
 */
const HEALTH_TIMEOUT_MS = 3_000;

const DATABASE_UNREACHABLE = "The database is not reachable.";

/**
 * Readiness: 200 once the data backend answers a `select 1` (the embedded database, the
 * PostgreSQL server of DATABASE_URL, or Supabase), 503 with why when it does not answer within
 * HEALTH_TIMEOUT_MS (load balancers, nginx's failover, the test rig). Asked again on every
 * probe, so a restarted PostgreSQL shows as ready as soon as it accepts connections.
 */
export async function GET() {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingData(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), HEALTH_TIMEOUT_MS);
      }),
    ]);
    return jsonOk({ status: "ready" });
  } catch {
    return Response.json(
      { ok: false, status: "unavailable", message: DATABASE_UNREACHABLE },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  } finally {
    clearTimeout(timer);
  }
}
