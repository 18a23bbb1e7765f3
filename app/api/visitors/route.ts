import { requireVerifiedEmail } from "@/lib/auth/member";
import { createRateLimit, InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { visitDateProblem, visitorSchema } from "@/lib/visitors/visitor-schema";
import { registerVisitor } from "@/lib/visitors";

const rateLimit = createRateLimit({ keyPrefix: "visitors", points: 20, durationSeconds: 300 });

/**
 * Registers a guest for the signed-in member (dashboard, "Visitors"): 400 with the field's
 * message when the form is wrong, 409 when the database refuses (the day's five guests, a date
 * gone, a booking not theirs), else 201 `{ visitor, code }`: the code is shown this once and e-mailed; only its hash is kept.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/visitors",
    schema: visitorSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
  },
  async (values, { member }) => {
    const problem = visitDateProblem(values.date, new Date());
    if (problem) throw new InvalidRequestError(problem, { date: problem });
    return jsonOk(await registerVisitor(values, member), 201);
  },
);
