import { getServerConfig } from "@/lib/config";
import { site } from "@/lib/site";
import { clientKey, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { getOrder, startCheckout, StoreUnavailableError } from "@/lib/store";
import { checkoutRequestSchema } from "@/lib/store/checkout-schema";
import { HOLD_LIMITS, isFollowableCheckoutUrl } from "@/lib/store/checkout-rules";
import { createHoldLimit } from "@/lib/store/hold-limit";

const rateLimit = createRateLimit({ keyPrefix: "checkout", points: 30, durationSeconds: 300 });
const holdLimit = createHoldLimit();

const TOO_MANY_HOLDS = `You already have ${HOLD_LIMITS.liveHoldsPerClient} orders waiting for payment. Please pay for one, or let it lapse, before placing another.`;
const ORDER_WAITING =
  "You already have an order waiting for payment. Please pay for it, or let it lapse, before placing another.";

/** The embedded store's order in its success URL (the hosted store's checkout has none). */
async function placedOrder(url: string, origin: string) {
  const id = new URL(url, origin).searchParams.get("order");
  return id ? getOrder(id).catch(() => null) : null;
}

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
    // An unpaid order holds its units: a few per variant, a few orders per client (issue 24).
    // A shopper not signed in is only an address: one unpaid order at a time (issue 39).
    const client = member ? `member:${member.user.id}` : `address:${clientKey(request)}`;
    const most = member ? HOLD_LIMITS.liveHoldsPerClient : HOLD_LIMITS.liveHoldsPerAddress;
    if (!(await holdLimit.mayHold(client, getOrder, most))) {
      throw new HttpError("conflict", member ? TOO_MANY_HOLDS : ORDER_WAITING);
    }
    const { url } = await startCheckout(
      values.items,
      {
        successUrl: `${origin}/success`,
        cancelUrl: sameOriginUrl(values.cancelUrl, origin),
        locale: values.locale ?? "en-IN",
        timeZone: values.timeZone ?? site.timeZone,
        userId: member?.user.id ?? null,
        email: member?.user.email ?? null,
      },
      { maxUnitsPerVariant: HOLD_LIMITS.unitsPerVariant },
    );
    const order = await placedOrder(url, origin);
    if (order?.status === "awaiting_payment") {
      // Paid online: its own hold; at the desk: the store's hold of unpaid orders.
      const until = order.hold_expires_at
        ? new Date(order.hold_expires_at).getTime()
        : new Date(order.created_at).getTime() + getServerConfig().storeOrderHoldHours * 3_600_000;
      await holdLimit.add(client, order.id, until);
    }
    if (!isFollowableCheckoutUrl(url, origin)) {
      throw new StoreUnavailableError(
        `The store answered with a checkout address we do not follow: ${url}`,
      );
    }
    return jsonOk({ url });
  },
);
