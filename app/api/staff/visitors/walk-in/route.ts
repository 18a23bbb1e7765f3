import { InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { VISITOR_MESSAGES, walkInSchema } from "@/lib/visitors/visitor-schema";
import { registerWalkIn, searchHosts } from "@/lib/visitors";
import { z } from "@/lib/zod";
import { deskRateLimit } from "../../_lib/staff-route";

const schema = walkInSchema.extend({ hostEmail: z.string().trim().max(254) });

/**
 * A walk-in visitor, signed in at once for the member the desk picked (201 `{ visitor }`); the
 * host is looked up again by the e-mail shown, so only a known member can be named.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/visitors/walk-in",
    schema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ hostEmail, ...input }, { member }) => {
    const hosts = hostEmail ? await searchHosts(hostEmail, member) : [];
    const host = hosts.find((known) => known.id === input.hostId);
    if (!host) {
      throw new InvalidRequestError(VISITOR_MESSAGES.hostRequired, {
        host: VISITOR_MESSAGES.hostRequired,
      });
    }
    return jsonOk({ visitor: await registerWalkIn(input, host, member) }, 201);
  },
);
