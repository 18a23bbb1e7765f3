import { getDeskPort } from "@/lib/bookings";
import { VISITOR_TEXT } from "@/lib/visitors/rules";
import { deskPersonRoute } from "../../../_lib/staff-route";

/** Signs a day-pass holder in: the pass is used. */
export const POST = deskPersonRoute(
  "POST /api/staff/bookings/[id]/check-in",
  VISITOR_TEXT.dayPassNotToday,
  (id, { user, access }) => getDeskPort().checkInDayPass(id, user, access),
);
