import { site } from "@/lib/site";
import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { startCheckout, StoreUnavailableError } from "@/lib/store";
import { checkoutRequestSchema } from "@/lib/store/checkout-schema";
import { isFollowableCheckoutUrl } from "@/lib/store/checkout-rules";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "checkout", points: 30, durationSeconds: 300 });

/** The cancel URL is the page the shopper came from, when it is one of ours; else the store. */
function sameOriginUrl(candidate: string | undefined, origin: string): string {
  try {
    const url = new URL(candidate ?? "", origin);
    if (url.origin === origin) return url.toString();
  } catch {
    // Not a URL: fall through.
  }
  return `${origin}/store`;
}

/**
 * Starts checkout for the cart (the design card's proxy): validates the items, checks stock
 * again, sets the return addresses from our own origin, and answers `{ ok, url }`.
 */
export const POST = jsonPostRoute(
  { name: "POST /api/checkout", schema: checkoutRequestSchema, rateLimit, member: "optional" },
  async (values, { request, member }) => {
    // jsonPostRoute has checked that the Origin header names this site.
    const origin = new URL(request.headers.get("origin")!).origin;
    const { url } = await startCheckout(values.items, {
      successUrl: `${origin}/success`,
      cancelUrl: sameOriginUrl(values.cancelUrl, origin),
      locale: values.locale ?? "en-IN",
      timeZone: values.timeZone ?? site.timeZone,
      userId: member?.user.id ?? null,
      email: member?.user.email ?? null,
    });
    if (!isFollowableCheckoutUrl(url, origin)) {
      throw new StoreUnavailableError(
        `The store answered with a checkout address we do not follow: ${url}`,
      );
    }
    return jsonOk({ url });
  },
);
