import { getDeskPort } from "@/lib/staff/desk";
import { deskActionRoute } from "../../_lib/desk-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Cancels a booking before it starts, with the refund the policy gives at this moment
 * (lib/pricing quoteCancellation); the member's cancellation e-mail is written by the database.
 */
export const POST = deskActionRoute({
  name: "POST /api/staff/bookings/[id]/cancel",
  refusal: ({ cancellation }) => (cancellation.cancellable ? null : cancellation.reason),
  apply: (booking, { cancellation }, { user, access }) =>
    getDeskPort().cancel(
      booking.id,
      cancellation.cancellable ? (cancellation.refund?.amount ?? 0) : 0,
      user,
      access,
    ),
});
