import "server-only";
import { getServerConfig } from "@/lib/config";
import { themeInitScript } from "@/lib/theme";
import {
  checkoutSources,
  PAYMENT_PAGE_PATTERNS,
  PAYMENT_PAGES,
} from "@/lib/payments/checkout-sources";
import { buildCsp } from "./csp";
import { sha256Source } from "./inline-scripts";
import { prerenderedScriptHashes } from "./prerendered";

const THEME_SCRIPT_HASH = sha256Source(themeInitScript);
const dev = process.env.NODE_ENV === "development";

export type PagePolicy = { header: string; nonce?: string };

/**
 * Whether the page has a payment step while payments are online. Its policy allows Razorpay's
 * script, and a policy belongs to a document: a client-side navigation keeps the policy of the
 * page it came from, so such a page must always be loaded as a document of its own.
 */
export function isPaymentPage(pathname: string): boolean {
  return (
    Boolean(getServerConfig().razorpay) &&
    (PAYMENT_PAGES.includes(pathname) ||
      PAYMENT_PAGE_PATTERNS.some((pattern) => pattern.test(pathname)))
  );
}

/**
 * A request of the router for a payment page's payload from a page whose policy does not allow
 * the checkout: it must load the page as a document instead. The router's requests are fetches
 * (`Sec-Fetch-Dest: empty`; Next hides its own RSC headers from the proxy), and the page they
 * come from is the referrer. A refresh of a payment page, or a move between two of them, keeps a
 * policy that allows the checkout, and its toasts: it stays in place.
 */
export function mustLoadAsDocument(pathname: string, headers: Headers): boolean {
  if (headers.get("sec-fetch-dest") !== "empty" || !isPaymentPage(pathname)) return false;
  try {
    return !isPaymentPage(new URL(headers.get("referer") ?? "").pathname);
  } catch {
    return true;
  }
}

/**
 * The policy for one request. A path that `next start` serves from prerendered HTML (built, or
 * cached since its first visit) gets that HTML's inline-script hashes, so the page stays static;
 * anything rendered now gets a nonce (Next.js reads it from the request's CSP header and stamps
 * its scripts), plus the not-found page's hashes, since an unknown path is answered with that
 * prerendered page. A page rendered on its first visit (a product added since the build) is
 * such a render: its first visitor has the nonce, everyone after it the cached copy's hashes.
 */
export async function pagePolicy(pathname: string): Promise<PagePolicy> {
  const config = getServerConfig();
  const supabaseUrl = config.supabase?.url;
  const storeImageOrigin = config.store?.imageOrigin;
  // Razorpay Checkout only where a member pays, and only when payments are online.
  const checkout =
    config.razorpay && isPaymentPage(pathname)
      ? checkoutSources(config.razorpay.baseUrl)
      : undefined;
  const hashes = dev ? null : await prerenderedScriptHashes(pathname);
  if (hashes) {
    return {
      header: buildCsp({
        source: { kind: "hashes", hashes },
        alwaysHashes: [THEME_SCRIPT_HASH],
        dev,
        supabaseUrl,
        storeImageOrigin,
        checkout,
      }),
    };
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const notFound = (await prerenderedScriptHashes("/_not-found")) ?? [];
  return {
    nonce,
    header: buildCsp({
      source: { kind: "nonce", nonce },
      alwaysHashes: [THEME_SCRIPT_HASH, ...notFound],
      dev,
      supabaseUrl,
      storeImageOrigin,
      checkout,
    }),
  };
}
