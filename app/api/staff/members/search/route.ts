import { jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { searchClubMembers } from "@/lib/visitors";
import { deskRateLimit } from "../../_lib/staff-route";

/**
 * `GET ?q=` (two characters at least): up to ten holders and seat users of running memberships
 * by name, e-mail or company, each with since when they are in today: the desk checks a member
 * in by name when they have no code to show.
 */
export const GET = apiRoute(
  {
    name: "GET /api/staff/members/search",
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ request, member }) => {
    const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 120);
    return jsonOk({ members: query.length < 2 ? [] : await searchClubMembers(query, member) });
  },
);
