import { jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { searchHosts } from "@/lib/visitors";
import { deskRateLimit } from "../../_lib/staff-route";

/** `GET ?q=` (two characters at least): up to ten members by name or e-mail, for a walk-in. */
export const GET = apiRoute(
  {
    name: "GET /api/staff/visitors/hosts",
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ request, member }) => {
    const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 120);
    return jsonOk({ hosts: query.length < 2 ? [] : await searchHosts(query, member) });
  },
);
