import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { PAYMENT_PAGES } from "./lib/payments/checkout-sources";
import { TEST_KEYS } from "./tests/support/fake-razorpay.mjs";

/**
 * Browser tests run against the production build (`next build && next start`) in embedded
 * mode, on a free localhost port, in Debian's Chromium. The port is chosen once and handed to
 * the workers through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

const port = (process.env.E2E_PORT ??= freePort());
// Every server here (and the mail spec's) inherits it: a 2^14 scrypt instead of OWASP's 2^17
// (about 50 ms instead of 0.5 s, 4 s and more under this suite's load on two cores). Allowed
// only because these sites live on 127.0.0.1 (lib/config.ts); the unit tests cover 2^17.
process.env.PASSWORD_HASH_COST ??= "14";
const baseURL = `http://127.0.0.1:${port}`;
// Per port, so two test runs (say, in two build folders via NEXT_DIST_DIR) never share a database.
const dataDir = `.data-e2e-${port}`;
/** Lets tests read stored rows back through the staff inbox API. */
/** The club's staff on the main server (STAFF_EMAILS); tests/e2e/helpers.ts signs them in. */
export const E2E_STAFF = [
  { email: "meera@staff.e2e.test", name: "Meera Staff" },
  { email: "kabir@staff.e2e.test", name: "Kabir Staff" },
] as const;
export const E2E_STAFF_TOKEN = "e2e-staff-token-0123456789abcdef";
// E2E_SKIP_BUILD=1 reuses the last build (made with the same port) while iterating locally.
const build = process.env.E2E_SKIP_BUILD ? "true" : "npx next build && npx next-sitemap";
/**
 * Playwright's request contexts keep sockets alive but ignore the server's `Keep-Alive: timeout`
 * (microsoft/playwright#42698): a context idle for Node's default 5 s while its test drives the
 * browser reuses a socket the server is closing, and its next call fails with ECONNRESET. The
 * test servers keep idle sockets for two minutes instead, longer than any test's idle spell.
 */
export const NEXT_START_FLAGS = "--keepAliveTimeout 120000";

/**
 * Extra servers for tests/e2e/resilience.spec.ts and tests/e2e/hosted-store.spec.ts: the same
 * build started again beside the main server, each on a copy of it
 * (tests/e2e/support/copy-build.mjs says why) under `<build folder>-e2e/`. Five run the hosted
 * store adapter against a fake store server (tests/e2e/support/fake-store-server.mjs) whose store
 * id picks how it fails, or (`live`) a working store whose pictures come from another port; one
 * has an embedded database that cannot open. Their ports come from the environment like E2E_PORT
 * (E2E_FAKE_STORE_PORT, E2E_STORE_500_PORT, …), else free ones.
 */
const EXTRA_PORTS = {
  fakeStore: "E2E_FAKE_STORE_PORT",
  storePictures: "E2E_STORE_PICTURES_PORT",
  live: "E2E_STORE_LIVE_PORT",
  "fail-500": "E2E_STORE_500_PORT",
  hang: "E2E_STORE_HANG_PORT",
  "not-json": "E2E_STORE_NOT_JSON_PORT",
  "wrong-shape": "E2E_STORE_WRONG_SHAPE_PORT",
  noDatabase: "E2E_NO_DATABASE_PORT",
  mail: "E2E_MAIL_PORT",
  smtp: "E2E_SMTP_PORT",
  payments: "E2E_PAYMENTS_PORT",
  fakeRazorpay: "E2E_FAKE_RAZORPAY_PORT",
  multiOne: "E2E_MULTI_ONE_PORT",
  multiTwo: "E2E_MULTI_TWO_PORT",
  multiSmtp: "E2E_MULTI_SMTP_PORT",
} as const;

/** `count` distinct free ports, none of them `avoid`: all are held open at once while chosen. */
function freePorts(count: number, avoid: string): string[] {
  const ports = execFileSync(process.execPath, [
    "-e",
    `const net=require('net');const n=${count + 1};const all=[];let open=0;
     for(let i=0;i<n;i++){const s=net.createServer();all.push(s);s.listen(0,'127.0.0.1',()=>{
       if(++open===n){process.stdout.write(all.map(x=>x.address().port).join(' '));all.forEach(x=>x.close())}})}`,
  ])
    .toString()
    .split(" ")
    .filter((p) => p !== avoid);
  return ports.slice(0, count);
}

const unset = Object.values(EXTRA_PORTS).filter((name) => !process.env[name]);
if (unset.length > 0) {
  const ports = freePorts(unset.length, port);
  unset.forEach((name, i) => (process.env[name] = ports[i]));
}
const extraURL = (key: keyof typeof EXTRA_PORTS) =>
  `http://127.0.0.1:${process.env[EXTRA_PORTS[key]]}`;

/** The hosted store modes of the fake store server, each behind its own Next server. */
export const STORE_FAILURES = ["fail-500", "hang", "not-json", "wrong-shape"] as const;
export type StoreFailure = (typeof STORE_FAILURES)[number];
/** STORE_TIMEOUT_MS of the hosted-store servers: every store call gives up after this long. */
export const E2E_STORE_TIMEOUT_MS = 3_000;
export const RESILIENCE_URLS = {
  fakeStore: extraURL("fakeStore"),
  store: Object.fromEntries(STORE_FAILURES.map((mode) => [mode, extraURL(mode)])) as Record<
    StoreFailure,
    string
  >,
  noDatabase: extraURL("noDatabase"),
};
/** The Next server on the working fake store, the fake itself, and its picture host. */
export const HOSTED_URLS = {
  site: extraURL("live"),
  fakeStore: extraURL("fakeStore"),
  pictures: extraURL("storePictures"),
};

const distDir = process.env.NEXT_DIST_DIR || ".next";
const extraRoot = `${distDir}-e2e`;

/**
 * tests/e2e/mail.spec.ts starts and stops these itself, since it restarts them: a real SMTP
 * server on `smtpPort`, and a copy of the build at `site` (prepared like the extra servers
 * below, into `folder`) that sends its e-mail there.
 */
export const MAIL_E2E = {
  site: extraURL("mail"),
  smtpPort: Number(process.env[EXTRA_PORTS.smtp]),
  mainHealth: `${baseURL}/api/health`,
  distDir,
  folder: `${extraRoot}/mail`,
};
/**
 * tests/e2e/payments.spec.ts: a copy of the build taking payments online through Razorpay, against
 * the fake Razorpay (tests/support/fake-razorpay.mjs, its test keys), with holds of
 * `holdSeconds` so a lapsed hold can be watched. Its pages with a payment step are rendered again
 * on their first visit (copy-build's --rerender), since the build prerendered them for the desk.
 */
export const PAYMENTS_E2E = {
  site: extraURL("payments"),
  fakeRazorpay: extraURL("fakeRazorpay"),
  holdSeconds: 30,
  mailFolder: `${extraRoot}/payments/data/mail`,
};
/**
 * tests/e2e/multi-process.spec.ts starts these itself (it kills one): two `next start` processes
 * on one copy of the build (as N processes share one deployment folder) and one throwaway
 * PostgreSQL, a real SMTP server on `smtpPort`, and nginx in front of both.
 */
export const MULTI_PROCESS_E2E = {
  sites: [extraURL("multiOne"), extraURL("multiTwo")],
  smtpPort: Number(process.env[EXTRA_PORTS.multiSmtp]),
  mainHealth: `${baseURL}/api/health`,
  distDir,
  folder: `${extraRoot}/multi-process`,
};
const extraLogs = process.env.E2E_EXTRA_SERVER_LOGS ? ("pipe" as const) : ("ignore" as const);

/** A `next start` on a copy of the main server's build, once that build is complete. */
function extraServer(
  name: string,
  url: string,
  readyPath: string,
  env: Record<string, string>,
  copyFlags = "",
) {
  const folder = `${extraRoot}/${name}`;
  return {
    name,
    command:
      `node tests/e2e/support/copy-build.mjs --wait ${baseURL}/api/health --from ${distDir} --into ${folder} ${copyFlags}` +
      ` && npx next start -p ${new URL(url).port} -H 127.0.0.1 ${NEXT_START_FLAGS}`,
    url: `${url}${readyPath}`,
    timeout: 660_000,
    reuseExistingServer: false,
    // Their logs are the failures the tests cause on purpose: E2E_EXTRA_SERVER_LOGS=1 shows them.
    stdout: "ignore" as const,
    stderr: extraLogs,
    env: {
      NEXT_DIST_DIR: `${folder}/build`,
      DATA_DIR: `${folder}/data`,
      STAFF_API_TOKEN: E2E_STAFF_TOKEN,
      NEXT_PUBLIC_SITE_URL: url,
      NEXT_TELEMETRY_DISABLED: "1",
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // Recording a trace (its screencast above all) costs a third of a test's time on two cores;
    // CI records one for the retry of a failed test, which is where it is read.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, channel: undefined },
      // Only the tests that matter at phone width (tagged @mobile) run again here.
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && ${build} && npx next start -p ${port} -H 127.0.0.1 ${NEXT_START_FLAGS}`,
      // Ready once the database has opened (the health check waits for it).
      url: `${baseURL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        DATA_DIR: dataDir,
        STAFF_API_TOKEN: E2E_STAFF_TOKEN,
        STAFF_EMAILS: E2E_STAFF.map((s) => s.email).join(","),
        NEXT_PUBLIC_SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: "1",
        // The tests play the proxy: each names its own client in X-Forwarded-For, so parallel
        // tests do not share rate limits. tests/e2e/accounts-security.spec.ts connects from
        // other loopback addresses to check what the socket's address alone does.
        TRUSTED_PROXY_HOPS: "1",
        // Verification e-mails (tests/e2e/helpers.ts verifyByMail) go out within a moment.
        OUTBOX_INTERVAL_MS: "300",
      },
    },
    {
      name: "fake-store",
      command: `node tests/e2e/support/fake-store-server.mjs ${new URL(HOSTED_URLS.fakeStore).port} ${new URL(HOSTED_URLS.pictures).port}`,
      url: `${RESILIENCE_URLS.fakeStore}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: extraLogs,
    },
    ...STORE_FAILURES.map((mode) =>
      extraServer(`store-${mode}`, RESILIENCE_URLS.store[mode], "/api/health", {
        STORE_API_URL: RESILIENCE_URLS.fakeStore,
        STORE_ID: mode,
        STORE_TIMEOUT_MS: String(E2E_STORE_TIMEOUT_MS),
      }),
    ),
    extraServer("store-live", HOSTED_URLS.site, "/api/health", {
      STORE_API_URL: HOSTED_URLS.fakeStore,
      STORE_ID: "live",
      STORE_IMAGE_ORIGIN: HOSTED_URLS.pictures,
      STORE_TIMEOUT_MS: String(E2E_STORE_TIMEOUT_MS),
    }),
    // Its health check answers 503 for good: ready once a page renders.
    extraServer("no-database", RESILIENCE_URLS.noDatabase, "/plans", {}, "--no-database"),
    {
      name: "fake-razorpay",
      command: `node tests/support/fake-razorpay.mjs ${new URL(PAYMENTS_E2E.fakeRazorpay).port}`,
      url: `${PAYMENTS_E2E.fakeRazorpay}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: extraLogs,
    },
    extraServer(
      "payments",
      PAYMENTS_E2E.site,
      // Ready once the meeting-room page is rendered again (see PAYMENTS_E2E): one first visit,
      // never two racing for the render.
      "/meeting-rooms",
      {
        RAZORPAY_KEY_ID: TEST_KEYS.keyId,
        RAZORPAY_KEY_SECRET: TEST_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.webhookSecret,
        RAZORPAY_BASE_URL: PAYMENTS_E2E.fakeRazorpay,
        PAYMENT_HOLD_SECONDS: String(PAYMENTS_E2E.holdSeconds),
        // tests/e2e/memberships.spec.ts: staff make a membership that the member pays online.
        STAFF_EMAILS: E2E_STAFF.map((s) => s.email).join(","),
        // …and move its clock through POST /api/cron/billing.
        CRON_SECRET: "e2e-cron-secret-0123456789abcdef",
        BILLING_CLOCK: "settable",
        OUTBOX_INTERVAL_MS: "300",
      },
      `--rerender ${PAYMENT_PAGES.join(",")}`,
    ),
  ],
});
