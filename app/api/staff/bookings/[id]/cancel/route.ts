import { getDeskPort, refundDeskCancellation } from "@/lib/bookings";
import { deskActionRoute } from "../../_lib/desk-route";

/**
 * Cancels a booking before it starts, with the refund the policy gives at this moment
 * (lib/pricing quoteCancellation); the member's cancellation e-mail is written by the database.
 * A booking paid online gets that refund through the provider, as a member's own cancellation does.
 */
export const POST = deskActionRoute({
  name: "POST /api/staff/bookings/[id]/cancel",
  refusal: ({ cancellation }) => (cancellation.cancellable ? null : cancellation.reason),
  apply: async (booking, { cancellation }, { user, access }) => {
    const refund = cancellation.cancellable ? cancellation.refund : null;
    const cancelled = await getDeskPort().cancel(booking.id, refund?.amount ?? 0, user, access);
    if (cancelled && refund && booking.paymentStatus === "paid-online") {
      await refundDeskCancellation(booking.id, refund);
    }
    return cancelled;
  },
});
