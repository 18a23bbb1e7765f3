import "server-only";
import { isIP } from "node:net";
import { isValidGstin } from "@/lib/validation/gstin";
import { site } from "@/lib/site";
import { z } from "@/lib/zod";

/**
 * The one place that reads the server environment. Nothing set means the embedded default;
 * a connected-mode group that is only half set fails fast, naming what is missing.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * A URL pg can connect with: postgres:// or postgresql://, a host (or `?host=/socket/folder`),
 * at most one database name in the path. Never echoed in errors: it may carry a password.
 */
function isPostgresUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") return false;
  if (!url.hostname && !url.searchParams.get("host")) return false;
  return !url.pathname.slice(1).includes("/");
}

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

const serverEnvSchema = z.object({
  // Public facts are read by lib/public-env.ts (browser bundles too); checked here, at start.
  NEXT_PUBLIC_SITE_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_REVIEW_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_SUPABASE_URL: optional.pipe(z.url().optional()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
  // Only for the outbox worker in connected mode (lib/db/supabase.ts); never sent to a browser.
  SUPABASE_SERVICE_ROLE_KEY: optional,
  STORE_API_URL: optional.pipe(z.url().optional()),
  STORE_ID: optional,
  // How long each hosted store call may take before the shopper sees the store's error.
  STORE_TIMEOUT_MS: optional.pipe(z.coerce.number<string>().int().min(100).max(60_000).optional()),
  // Where the hosted store's product pictures live, when not on STORE_API_URL's own origin.
  STORE_IMAGE_ORIGIN: optional.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) origin" })
      .refine((v) => URL.canParse(v) && new URL(v).pathname === "/" && !/[?#]/.test(v), {
        error: "must be an origin only, without a path",
      })
      .optional(),
  ),
  DATA_DIR: optional,
  // A PostgreSQL server instead of the embedded database (lib/db/postgres.ts); TLS and the rest
  // as query parameters that pg documents (`?sslmode=verify-full&sslrootcert=…`).
  DATABASE_URL: optional.pipe(
    z
      .string()
      .refine(isPostgresUrl, {
        error:
          "must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/database",
      })
      .optional(),
  ),
  // Embedded store: hours an order may wait unpaid before it expires and its units return to stock.
  STORE_ORDER_HOLD_HOURS: optional.pipe(z.coerce.number<string>().int().min(1).max(720).optional()),
  // Embedded mode: each member's live future hours of rooms and studio per club week (hoarding).
  // Connected mode reads the database setting app.booking_hours_per_week (0006_booking_functions.sql).
  // Connections each process's pool may open on DATABASE_URL's server (pg's default, 10): N
  // processes open up to N times this, which must stay under the server's max_connections.
  DATABASE_POOL_SIZE: optional.pipe(z.coerce.number<string>().int().min(1).max(500).optional()),
  BOOKING_HOURS_PER_WEEK: optional.pipe(z.coerce.number<string>().int().min(1).max(168).optional()),
  // E-mail: over SMTP when set (smtp:// or smtps://), else written as .eml files under DATA_DIR/mail.
  SMTP_URL: optional.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: optional,
  STAFF_ALERT_EMAIL: optional.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  // How often the in-server worker delivers the outbox (embedded mode).
  OUTBOX_INTERVAL_MS: optional.pipe(
    z.coerce.number<string>().int().min(200).max(3_600_000).optional(),
  ),
  // Embedded mode: the accounts with these e-mails are the club's staff (comma-separated).
  STAFF_EMAILS: optional.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })))
      .optional(),
  ),
  STAFF_API_TOKEN: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // How many proxies in front of the server append to X-Forwarded-For (0: trust none), or the
  // proxies' own addresses; rate limits key on the client address this gives (lib/http/client-address.ts).
  TRUSTED_PROXY_HOPS: optional.pipe(z.coerce.number<string>().int().min(0).max(5).optional()),
  TRUSTED_PROXIES: optional.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((address) => isIP(address) !== 0), {
        error: "must be a comma-separated list of IP addresses",
      })
      .optional(),
  ),
  // log2 of scrypt's N for new password hashes; below OWASP's 17 only on a loopback site (tests).
  PASSWORD_HASH_COST: optional.pipe(z.coerce.number<string>().int().min(10).max(20).optional()),
  CRON_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // Signs the tour booking's proof-of-work challenges (lib/tours/proof.ts); set it when several
  // processes serve the site, else each signs with its own.
  TOUR_PROOF_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  // "settable": POST /api/cron/billing may run as of a given instant (browser tests move the clock).
  BILLING_CLOCK: optional.pipe(z.enum(["settable"]).optional()),
  // The owner's late fee on an overdue membership invoice, % of its total (e.g. 2); off when unset.
  MEMBERSHIP_LATE_FEE_PERCENT: optional.pipe(
    z.coerce.number<string>().min(0.01).max(20).optional(),
  ),
  // Online payment (Razorpay): the three together, or none for payment at the front desk.
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  // How long an unpaid booking holds its slot when payments are online (seconds; default 900).
  PAYMENT_HOLD_SECONDS: optional.pipe(z.coerce.number<string>().int().min(10).max(3600).optional()),
  // Another API origin for the Razorpay adapter (the tests' fake); default Razorpay's own.
  RAZORPAY_BASE_URL: optional.pipe(httpUrl.optional()),
  // The club's GSTIN printed on tax invoices; default the site fact (lib/site.ts).
  CLUB_GSTIN: optional.pipe(
    z
      .string()
      .toUpperCase()
      .refine(isValidGstin, { error: "is not a valid GSTIN (15 characters, check digit)" })
      .optional(),
  ),
  // The club's UPI payee address (VPA) the desk's QR codes pay; default the site fact.
  CLUB_UPI_ID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, {
        error: "is not a UPI address (name@bank)",
      })
      .optional(),
  ),
});

export type ServerConfig = {
  mode: {
    auth: "embedded" | "supabase";
    data: "embedded" | "supabase";
    store: "embedded" | "hosted";
    payments: "desk" | "razorpay";
  };
  supabase?: { url: string; anonKey: string };
  supabaseServiceRoleKey?: string;
  /**
   * The hosted store; `timeoutMs` is absent when STORE_TIMEOUT_MS is not set (the adapter's
   * default). `imageOrigin` serves its product pictures: the CSP allows images from it.
   */
  store?: { apiUrl: string; storeId: string; timeoutMs?: number; imageOrigin: string };
  dataDir: string;
  /**
   * DATABASE_URL: the modules' SQL runs on this PostgreSQL server instead of the embedded
   * PGlite in `dataDir` (lib/db/index.ts).
   */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections per process on that server (default 10, pg's). */
  databasePoolSize: number;
  /** Embedded store: hours an unpaid order holds its stock before it expires (default 72). */
  storeOrderHoldHours: number;
  /** The weekly hours one member may hold of rooms and studio (embedded mode; default 10). */
  bookingHoursPerWeek: number;
  /** Outgoing e-mail: `smtpUrl` absent means messages are written as files under `dataDir/mail`. */
  mail: { smtpUrl?: string; from: string; staffAlertTo: string; outboxIntervalMs: number };
  /** Embedded mode's staff, by lower-case e-mail (connected mode keeps them in `staff_members`). */
  staffEmails: string[];
  /** Which proxies may tell the client's address (TRUSTED_PROXY_HOPS, TRUSTED_PROXIES). */
  proxyTrust: { hops: number; proxies: readonly string[] };
  /** Bearer token for the staff inbox API; without it the inbox does not exist. */
  staffApiToken?: string;
  /** log2 of scrypt's N for new password hashes (lib/auth/embedded/password.ts); default 17. */
  passwordHashCost: number;
  /** Bearer secret of `POST /api/cron/outbox`; without it the route does not exist. */
  cronSecret?: string;
  /** Signs the tour proof-of-work challenges; absent: a secret of this process's own. */
  tourProofSecret?: string;
  /** POST /api/cron/billing may take `{ now }` (test machines only: a loopback site). */
  billingClockSettable: boolean;
  /** MEMBERSHIP_LATE_FEE_PERCENT in basis points; null (the default) when the club charges none. */
  membershipLateFeeBp: number | null;
  /** Razorpay's keys; absent means payment at the front desk. `baseUrl` absent: Razorpay's API. */
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; baseUrl?: string };
  /** How long a booking waits for its online payment, holding its slot (seconds). */
  paymentHoldSeconds: number;
  /** The GSTIN on the club's tax invoices. */
  clubGstin: string;
  /** The UPI payee address of desk sales' QR codes. */
  clubUpiId: string;
};

/** OWASP's scrypt work factor, N = 2^17: the floor anywhere but a test machine. */
const OWASP_SCRYPT_COST = 17;

/**
 * Whether the site is served only on this machine (the embedded default, the browser tests): the
 * one place a cheaper password hash may be allowed, since a deployed site has a public URL.
 */
function isLoopbackSite(siteUrl: string | undefined): boolean {
  if (!siteUrl) return true; // lib/public-env.ts's default, http://localhost:3000
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function pairOrNothing(
  names: [string, string],
  values: [string | undefined, string | undefined],
): boolean {
  const [a, b] = values;
  if (a && b) return true;
  if (!a && !b) return false;
  const missing = a ? names[1] : names[0];
  const present = a ? names[0] : names[1];
  throw new Error(
    `Configuration error: ${present} is set but ${missing} is not. Set both for connected mode, or neither for the embedded default.`,
  );
}

/** All of a group or none of it: true when all are set, false when none; else it names the gaps. */
function allOrNothing(group: Record<string, string | undefined>): boolean {
  const names = Object.keys(group);
  const missing = names.filter((name) => !group[name]);
  if (missing.length === 0) return true;
  if (missing.length === names.length) return false;
  const present = names.filter((name) => group[name]);
  throw new Error(
    `Configuration error: ${present.join(" and ")} ${present.length > 1 ? "are" : "is"} set but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not. Set all of ${names.join(", ")}, or none of them for payment at the front desk.`,
  );
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Configuration error: ${String(issue?.path[0])} ${issue?.message ?? "is invalid"}`,
    );
  }
  const e = parsed.data;
  const supabase = pairOrNothing(
    ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_ANON_KEY"],
    [e.NEXT_PUBLIC_SUPABASE_URL, e.NEXT_PUBLIC_SUPABASE_ANON_KEY],
  );
  const store = pairOrNothing(["STORE_API_URL", "STORE_ID"], [e.STORE_API_URL, e.STORE_ID]);
  const razorpay = allOrNothing({
    RAZORPAY_KEY_ID: e.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: e.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: e.RAZORPAY_WEBHOOK_SECRET,
  });
  if (e.RAZORPAY_BASE_URL && !razorpay) {
    throw new Error(
      "Configuration error: RAZORPAY_BASE_URL is set but the Razorpay keys are not. It only applies to online payment.",
    );
  }
  const passwordHashCost = e.PASSWORD_HASH_COST ?? OWASP_SCRYPT_COST;
  if (passwordHashCost < OWASP_SCRYPT_COST && !isLoopbackSite(e.NEXT_PUBLIC_SITE_URL)) {
    throw new Error(
      `Configuration error: PASSWORD_HASH_COST below ${OWASP_SCRYPT_COST} is only for test machines; it needs NEXT_PUBLIC_SITE_URL on localhost or 127.0.0.1.`,
    );
  }
  if (e.BILLING_CLOCK && !isLoopbackSite(e.NEXT_PUBLIC_SITE_URL)) {
    throw new Error(
      "Configuration error: BILLING_CLOCK=settable is only for test machines; it needs NEXT_PUBLIC_SITE_URL on localhost or 127.0.0.1.",
    );
  }
  if (e.STORE_IMAGE_ORIGIN && !store) {
    throw new Error(
      "Configuration error: STORE_IMAGE_ORIGIN is set but STORE_API_URL and STORE_ID are not. It only applies to the hosted store.",
    );
  }
  return {
    mode: {
      auth: supabase ? "supabase" : "embedded",
      data: supabase ? "supabase" : "embedded",
      store: store ? "hosted" : "embedded",
      payments: razorpay ? "razorpay" : "desk",
    },
    supabase: supabase
      ? { url: e.NEXT_PUBLIC_SUPABASE_URL!, anonKey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY! }
      : undefined,
    store: store
      ? {
          apiUrl: e.STORE_API_URL!,
          storeId: e.STORE_ID!,
          timeoutMs: e.STORE_TIMEOUT_MS,
          imageOrigin: new URL(e.STORE_IMAGE_ORIGIN ?? e.STORE_API_URL!).origin,
        }
      : undefined,
    supabaseServiceRoleKey: supabase ? e.SUPABASE_SERVICE_ROLE_KEY : undefined,
    dataDir: e.DATA_DIR ?? ".data",
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    bookingHoursPerWeek: e.BOOKING_HOURS_PER_WEEK ?? 10,
    storeOrderHoldHours: e.STORE_ORDER_HOLD_HOURS ?? 72,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${site.name} <${site.email}>`,
      staffAlertTo: e.STAFF_ALERT_EMAIL ?? site.email,
      outboxIntervalMs: e.OUTBOX_INTERVAL_MS ?? 10_000,
    },
    staffEmails: e.STAFF_EMAILS ?? [],
    staffApiToken: e.STAFF_API_TOKEN,
    passwordHashCost,
    cronSecret: e.CRON_SECRET,
    tourProofSecret: e.TOUR_PROOF_SECRET,
    billingClockSettable: e.BILLING_CLOCK === "settable",
    membershipLateFeeBp:
      e.MEMBERSHIP_LATE_FEE_PERCENT === undefined
        ? null
        : Math.round(e.MEMBERSHIP_LATE_FEE_PERCENT * 100),
    proxyTrust: { hops: e.TRUSTED_PROXY_HOPS ?? 0, proxies: e.TRUSTED_PROXIES ?? [] },
    razorpay: razorpay
      ? {
          keyId: e.RAZORPAY_KEY_ID!,
          keySecret: e.RAZORPAY_KEY_SECRET!,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
          baseUrl: e.RAZORPAY_BASE_URL?.replace(/\/$/, ""),
        }
      : undefined,
    paymentHoldSeconds: e.PAYMENT_HOLD_SECONDS ?? 900,
    clubGstin: e.CLUB_GSTIN ?? site.gstin,
    clubUpiId: e.CLUB_UPI_ID ?? site.upiId,
  };
}

/**
 * The whole configuration, checked once before the server serves (instrumentation.ts): a bad
 * value stops the start with a message naming it, instead of a server that says "Ready" and
 * answers 500 to every request. A production server must also know its public origin: without
 * NEXT_PUBLIC_SITE_URL every e-mailed link, the sitemap and sign-in redirects point at
 * localhost:3000.
 */
export function checkStartConfig(env: Record<string, string | undefined>): ServerConfig {
  if (env.NODE_ENV === "production" && !env.NEXT_PUBLIC_SITE_URL?.trim()) {
    throw new Error(
      "Configuration error: NEXT_PUBLIC_SITE_URL is not set. A production server needs the site's public origin (e.g. https://lotusclub.in): the links in its e-mails, the sitemap and sign-in redirects are made from it.",
    );
  }
  return parseServerConfig(env);
}

let cached: ServerConfig | undefined;

/** Read once per process; request-time only, so a build never needs connected-mode secrets. */
export function getServerConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
