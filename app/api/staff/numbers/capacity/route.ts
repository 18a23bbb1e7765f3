import { jsonOk } from "@/lib/http";
import { CAPACITY_INVALID, MAX_CAPACITY, setOwnerCapacity } from "@/lib/insights";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { z } from "@/lib/zod";

const schema = z.object({
  seats: z
    .number({ error: CAPACITY_INVALID })
    .int(CAPACITY_INVALID)
    .min(1, CAPACITY_INVALID)
    .max(MAX_CAPACITY, CAPACITY_INVALID),
});

/** The owner sets the club's capacity in desk seats (`{ seats }`), what occupancy is measured against. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/numbers/capacity",
    schema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ seats }, { member }) =>
    jsonOk({ capacity: await setOwnerCapacity(seats, member.user.email) }),
);
