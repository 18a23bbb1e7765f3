import type { CheckoutSources } from "@/lib/payments/checkout-sources";

/**
 * The Content-Security-Policy of every response. Prerendered pages allow exactly the inline
 * scripts they contain, by hash (so they stay static and CDN-cacheable); pages rendered per
 * request get a fresh nonce, which Next.js puts on its own scripts. No 'unsafe-inline' for scripts.
 */
export type CspSource = { kind: "hashes"; hashes: string[] } | { kind: "nonce"; nonce: string };

export type CspOptions = {
  source: CspSource;
  /** Hashes every page needs whatever its source (the theme script in <head>). */
  alwaysHashes: string[];
  /** `next dev` evaluates code and inlines styles it reloads. */
  dev: boolean;
  /** The Supabase project, when connected: the browser client talks to it. */
  supabaseUrl?: string;
  /** The hosted store's picture host, when connected: product images load straight from it. */
  storeImageOrigin?: string;
  /** Razorpay Checkout's origins, on the pages with a payment step only. */
  checkout?: Omit<CheckoutSources, "script">;
};

/** Third parties, allowed by name: the contact page's map. */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

export function buildCsp({
  source,
  alwaysHashes,
  dev,
  supabaseUrl,
  storeImageOrigin,
  checkout,
}: CspOptions): string {
  // 'self' stays beside the nonce (no 'strict-dynamic'): an unknown path is answered with the
  // prerendered 404, whose script tags carry no nonce.
  const scriptSources =
    source.kind === "nonce"
      ? ["'self'", `'nonce-${source.nonce}'`]
      : ["'self'", ...source.hashes.map((h) => `'${h}'`)];
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : undefined;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      ...scriptSources,
      ...alwaysHashes.map((h) => `'${h}'`),
      ...(checkout?.scriptSrc ?? []),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Style attributes (next/image placeholders, Radix positioning) and sonner's injected sheet.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(storeImageOrigin ? [new URL(storeImageOrigin).origin] : []),
      ...(checkout?.imgSrc ?? []),
    ],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(supabase ? [supabase, supabase.replace(/^https:/, "wss:")] : []),
      ...(checkout?.connectSrc ?? []),
      ...(dev ? ["ws:"] : []),
    ],
    "frame-src": [MAP_ORIGIN, ...(checkout?.frameSrc ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...(supabase ? [supabase] : [])],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (!dev) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
