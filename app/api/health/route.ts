import { pingData } from "@/lib/data";
import { jsonOk } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Readiness: 200 once the data backend answers, 503 until then (load balancers, the test rig). */
export async function GET() {
  try {
    await pingData();
    return jsonOk({ status: "ready" });
  } catch {
    return Response.json(
      { ok: false, status: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
