import { checkOutVisitor } from "@/lib/visitors";
import { VISITOR_TEXT } from "@/lib/visitors/rules";
import { deskPersonRoute } from "../../../_lib/staff-route";

export const POST = deskPersonRoute(
  "POST /api/staff/visitors/[id]/check-out",
  VISITOR_TEXT.notInBuilding,
  checkOutVisitor,
);
