import { jsonOk } from "@/lib/http";
import { startAutopay } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";

/**
 * Sets up autopay (a Razorpay subscription) for the holder's membership; 409 while one is
 * pending or running.
 */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/memberships/[id]/autopay",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_body, { params: { id }, member }) =>
    jsonOk(await startAutopay(id, member.user.id, new Date())),
);
