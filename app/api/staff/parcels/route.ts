import { InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { parcelSchema } from "@/lib/visitors/parcel-schema";
import { logParcel, searchHosts } from "@/lib/visitors";
import { PARCEL_PHOTO_MAX_CHARS, PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import { deskRateLimit } from "../_lib/staff-route";

/**
 * A parcel the desk logs for a member (201 `{ parcel }`); the member's e-mail is owed in the same
 * transaction. The member is looked up again by the e-mail shown, so only a known member can be
 * named. The body may carry the label's photo, shrunk by the desk's browser.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/parcels",
    schema: parcelSchema,
    rateLimit: deskRateLimit,
    maxBytes: PARCEL_PHOTO_MAX_CHARS + 4096,
    member: "required",
    authorize: assertStaff,
  },
  async ({ recipientEmail, ...input }, { member }) => {
    const hosts = recipientEmail ? await searchHosts(recipientEmail, member) : [];
    const recipient = hosts.find((known) => known.id === input.recipientId);
    if (!recipient) {
      throw new InvalidRequestError(PARCEL_TEXT.recipientRequired, {
        recipient: PARCEL_TEXT.recipientRequired,
      });
    }
    return jsonOk({ parcel: await logParcel(input, recipient, member) }, 201);
  },
);
