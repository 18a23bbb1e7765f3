import { formSubmitter } from "@/lib/auth/submitter";
import { createEnquiry, type NewEnquiry } from "@/lib/data";
import { createRateLimit, jsonOk, jsonPostHandler } from "@/lib/http";
import {
  enquiryRequestSchema,
  HONEYPOT_FIELD,
  type EnquiryRequestValues,
} from "@/lib/validation/enquiry";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "enquiries", points: 20, durationSeconds: 300 });

// The handler has already dropped the (empty) honeypot field.
function toNewEnquiry(values: EnquiryRequestValues): NewEnquiry {
  return {
    ...values,
    page: values.page ?? (values.inquiryType === "Invitation" ? "/" : "/contact"),
  };
}

/** Contact form variants and invitation requests: 201 `{ ok: true }` once stored. */
export const POST = jsonPostHandler(
  {
    name: "POST /api/enquiries",
    schema: enquiryRequestSchema,
    rateLimit,
    honeypotField: HONEYPOT_FIELD,
  },
  async (values, request) => {
    const { userId, access } = await formSubmitter(request);
    await createEnquiry({ ...toNewEnquiry(values), userId }, access);
    return jsonOk({}, 201);
  },
);
