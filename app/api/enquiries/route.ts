import { createEnquiry, type NewEnquiry } from "@/lib/leads";
import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import {
  enquiryRequestSchema,
  HONEYPOT_FIELD,
  type EnquiryRequestValues,
} from "@/lib/validation/enquiry";

const rateLimit = createRateLimit({ keyPrefix: "enquiries", points: 20, durationSeconds: 300 });

// The handler has already dropped the (empty) honeypot field.
function toNewEnquiry(values: EnquiryRequestValues): NewEnquiry {
  return {
    ...values,
    page: values.page ?? (values.inquiryType === "Invitation" ? "/" : "/contact"),
  };
}

/** Contact form variants and invitation requests: 201 `{ ok: true }` once stored. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/enquiries",
    schema: enquiryRequestSchema,
    rateLimit,
    honeypotField: HONEYPOT_FIELD,
    member: "optional",
  },
  async (values, { member }) => {
    await createEnquiry({ ...toNewEnquiry(values), userId: member?.user.id }, member?.access ?? {});
    return jsonOk({}, 201);
  },
);
