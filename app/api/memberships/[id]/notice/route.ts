import { jsonOk } from "@/lib/http";
import { giveNotice } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";

/** "Give notice" (holder only): the membership ends 30 days later. */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/memberships/[id]/notice",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_body, { params: { id }, member }) =>
    jsonOk({ membership: await giveNotice(id, member.user.id, new Date()) }),
);
