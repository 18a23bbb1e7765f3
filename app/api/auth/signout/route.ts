import { z } from "@/lib/zod";
import { getAuthPort } from "@/lib/auth";
import { signOutClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";

/** Ends the session (its row, or Supabase's logout) and clears the cookies: 200 `{ ok }`. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/signout",
    schema: z.object({}),
    rateLimit: signOutClientLimit,
    maxBytes: 256,
  },
  async (_values, { auth }) => {
    await getAuthPort().signOut(auth);
    return jsonOk({});
  },
);
