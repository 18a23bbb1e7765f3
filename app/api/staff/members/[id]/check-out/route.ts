import { checkOutMember } from "@/lib/visitors";
import { deskPersonRoute } from "../../../_lib/staff-route";

/** A member or seat user leaves: 409 when they are not checked in. */
export const POST = deskPersonRoute(
  "POST /api/staff/members/[id]/check-out",
  "This member is not checked in.",
  checkOutMember,
);
