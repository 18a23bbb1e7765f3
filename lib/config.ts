import "server-only";
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

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

const serverEnvSchema = z.object({
  // Public facts are read by lib/public-env.ts (browser bundles too); checked here, at start.
  NEXT_PUBLIC_SITE_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_REVIEW_URL: optional.pipe(httpUrl.optional()),
  NEXT_PUBLIC_SUPABASE_URL: optional.pipe(z.url().optional()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
  // Only for the outbox worker in connected mode (lib/supabase-admin.ts); never sent to a browser.
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
  STAFF_API_TOKEN: optional.pipe(z.string().min(24, "must be at least 24 characters").optional()),
  CRON_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
});

export type ServerConfig = {
  mode: {
    auth: "embedded" | "supabase";
    data: "embedded" | "supabase";
    store: "embedded" | "hosted";
  };
  supabase?: { url: string; anonKey: string };
  supabaseServiceRoleKey?: string;
  /**
   * The hosted store; `timeoutMs` is absent when STORE_TIMEOUT_MS is not set (the adapter's
   * default). `imageOrigin` serves its product pictures: the CSP allows images from it.
   */
  store?: { apiUrl: string; storeId: string; timeoutMs?: number; imageOrigin: string };
  dataDir: string;
  /** Outgoing e-mail: `smtpUrl` absent means messages are written as files under `dataDir/mail`. */
  mail: { smtpUrl?: string; from: string; staffAlertTo: string; outboxIntervalMs: number };
  /** Bearer token for the staff inbox API; without it the inbox does not exist. */
  staffApiToken?: string;
  /** Bearer secret of `POST /api/cron/outbox`; without it the route does not exist. */
  cronSecret?: string;
};

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
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${site.name} <${site.email}>`,
      staffAlertTo: e.STAFF_ALERT_EMAIL ?? site.email,
      outboxIntervalMs: e.OUTBOX_INTERVAL_MS ?? 10_000,
    },
    staffApiToken: e.STAFF_API_TOKEN,
    cronSecret: e.CRON_SECRET,
  };
}

let cached: ServerConfig | undefined;

/** Read once per process; request-time only, so a build never needs connected-mode secrets. */
export function getServerConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
