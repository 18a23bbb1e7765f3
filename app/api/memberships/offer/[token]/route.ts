import { HttpError, jsonOk } from "@/lib/http";
import { getOfferByToken, MEMBERSHIP_TEXT } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The offer behind an e-mailed review link: plan, rent, GST, deposit, first invoice, terms. */
export const GET = apiRoute<{ token: string }>(
  { name: "GET /api/memberships/offer/[token]", rateLimit },
  async ({ params: { token } }) => {
    const offer = /^[A-Za-z0-9_-]{43}$/.test(token) ? await getOfferByToken(token) : null;
    if (!offer) throw new HttpError("not_found", MEMBERSHIP_TEXT.offerNotFound);
    return jsonOk(offer);
  },
);
