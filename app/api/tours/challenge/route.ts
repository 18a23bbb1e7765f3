import { createRateLimit, jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { createTourChallenge } from "@/lib/tours";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({
  keyPrefix: "tour-challenge",
  points: 30,
  durationSeconds: 300,
});

/** GET → `{ challenge }`: a signed proof-of-work for the tour form to solve (lib/tours/proof.ts). */
export const GET = apiRoute({ name: "GET /api/tours/challenge", rateLimit }, async () =>
  jsonOk({ challenge: await createTourChallenge() }),
);
