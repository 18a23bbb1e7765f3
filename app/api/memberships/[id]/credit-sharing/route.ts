import { setSeatUsersShareCredit } from "@/lib/credits";
import { jsonOk } from "@/lib/http";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { creditSharingSchema } from "@/lib/validation/credits";

/** The holder lets the company's seat users book with its plan credit (403 for anyone else). */
export const POST = jsonPostRoute<typeof creditSharingSchema, { id: string }>(
  {
    name: "POST /api/memberships/[id]/credit-sharing",
    schema: creditSharingSchema,
    rateLimit,
    member: "required",
  },
  async ({ share }, { params: { id }, member }) => {
    await setSeatUsersShareCredit(id, member.user.id, share, new Date());
    return jsonOk({ share });
  },
);
