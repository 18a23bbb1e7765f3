import { getDeskPort } from "@/lib/bookings";
import { DESK_TEXT } from "@/lib/bookings/rules/desk-terms";
import { deskActionRoute } from "../../_lib/desk-route";

/** Records that the member paid at the front desk. */
export const POST = deskActionRoute({
  name: "POST /api/staff/bookings/[id]/paid",
  refusal: (terms) => (terms.canMarkPaid ? null : DESK_TEXT.notPayable),
  apply: (booking, _terms, { user, access }) => getDeskPort().markPaid(booking.id, user, access),
});
