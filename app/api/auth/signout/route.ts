import { z } from "@/lib/zod";
import { getAuthPort } from "@/lib/auth";
import { signOutClientLimit } from "@/lib/auth/rate-limits";
import { withAuthContext } from "@/lib/auth/route";
import { jsonOk, jsonPostHandler } from "@/lib/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NAME = "POST /api/auth/signout";

/** Ends the session (its row, or Supabase's logout) and clears the cookies: 200 `{ ok }`. */
export const POST = jsonPostHandler(
  { name: NAME, schema: z.object({}), rateLimit: signOutClientLimit, maxBytes: 256 },
  (_values, request) =>
    withAuthContext(request, NAME, async (ctx) => {
      await getAuthPort().signOut(ctx);
      return jsonOk({});
    }),
);
