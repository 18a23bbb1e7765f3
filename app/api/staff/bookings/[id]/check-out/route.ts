import { getDeskPort } from "@/lib/bookings";
import { VISITOR_TEXT } from "@/lib/visitors/rules";
import { deskPersonRoute } from "../../../_lib/staff-route";

export const POST = deskPersonRoute(
  "POST /api/staff/bookings/[id]/check-out",
  VISITOR_TEXT.dayPassNotIn,
  (id, { user, access }) => getDeskPort().checkOutDayPass(id, user, access),
);
