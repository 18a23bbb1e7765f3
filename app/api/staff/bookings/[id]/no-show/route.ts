import { getDeskPort } from "@/lib/bookings";
import { DESK_TEXT } from "@/lib/bookings/rules/desk-terms";
import { deskActionRoute } from "../../_lib/desk-route";

/** Records that the member did not come; only once the booking has started. */
export const POST = deskActionRoute({
  name: "POST /api/staff/bookings/[id]/no-show",
  refusal: (terms) => (terms.canMarkNoShow ? null : DESK_TEXT.notStarted),
  apply: (booking, _terms, { user, access }) => getDeskPort().markNoShow(booking.id, user, access),
});
