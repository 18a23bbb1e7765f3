import { getMemberPricing } from "@/lib/credits";
import { createRateLimit, jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";

const rateLimit = createRateLimit({ keyPrefix: "member-pricing", points: 60, durationSeconds: 60 });

/**
 * The calculators' member figures: `{ pricing: { rates, credit } }` for a signed-in member (their
 * rates and the room credit they can spend now), `{ pricing: null }` for anyone else. The price
 * charged is the database's; this only shows it before booking.
 */
export const GET = apiRoute(
  { name: "GET /api/member-pricing", rateLimit, member: "optional" },
  async ({ member }) =>
    jsonOk({
      pricing: member ? await getMemberPricing(member.user.id, new Date()).catch(() => null) : null,
    }),
);
