import { checkInVisitor } from "@/lib/visitors";
import { VISITOR_TEXT } from "@/lib/visitors/rules";
import { deskPersonRoute } from "../../../_lib/staff-route";

/** Signs a guest in; the host's "Your visitor is here" is written in the same transaction. */
export const POST = deskPersonRoute(
  "POST /api/staff/visitors/[id]/check-in",
  VISITOR_TEXT.notExpectedToday,
  checkInVisitor,
);
