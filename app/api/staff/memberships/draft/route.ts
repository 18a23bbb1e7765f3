import { HttpError, jsonOk } from "@/lib/http";
import { offerDraftFromRequest } from "@/lib/memberships";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { getDeskPort } from "@/lib/bookings";
import { isUuid } from "@/lib/validation/uuid";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** "Make membership": the offer form prefilled from a desk or office request. */
export const GET = apiRoute(
  {
    name: "GET /api/staff/memberships/draft",
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ request, member }) => {
    const bookingId = new URL(request.url).searchParams.get("bookingId") ?? "";
    const booking = isUuid(bookingId)
      ? await getDeskPort().getBooking(bookingId, member.access)
      : null;
    const draft = booking ? offerDraftFromRequest(booking) : null;
    if (!draft)
      throw new HttpError("not_found", "There is no desk or office request with this id.");
    return jsonOk({ draft });
  },
);
