import { ConflictError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { collectParcelSchema } from "@/lib/visitors/parcel-schema";
import { collectParcel } from "@/lib/visitors";
import { PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import { deskRateLimit } from "../../../_lib/staff-route";

/** Marks a waiting parcel collected and by whom (200 `{ parcel }`); 409 when it is not waiting. */
export const POST = jsonPostRoute<typeof collectParcelSchema, { id: string }>(
  {
    name: "POST /api/staff/parcels/[id]/collect",
    schema: collectParcelSchema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ collectedBy }, { params: { id }, member }) => {
    const parcel = await collectParcel(id, collectedBy, member);
    if (!parcel) throw new ConflictError(PARCEL_TEXT.notWaiting);
    return jsonOk({ parcel });
  },
);
