/** @jest-environment node */
import { createSignInThrottle } from "@/lib/auth/rate-limits";
import { createPostgresDatabase, migratePostgresDatabase } from "@/lib/db/postgres";
import type { PostgresDatabase } from "@/lib/db/postgres";
import { createRateLimit, RateLimitedError } from "@/lib/http";
import { databaseWindows } from "@/lib/http/shared-windows";
import { createHoldLimit, databaseHeldOrders } from "@/lib/store/hold-limit";
import { expectHoldCap } from "../store/hold-cap-scenario";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { uniqueEmail } from "../auth/cookie-jar";
import { jsonPost, SITE } from "../http/route-helpers";
import { describeWithPostgres, startPostgresServer, type PostgresServer } from "./postgres-server";

// These tests count attempts, not hashing work: cheap scrypt, as tests/unit/auth/embedded-routes.
jest.mock("@/lib/auth/embedded/password", () => {
  const actual = jest.requireActual("@/lib/auth/embedded/password");
  const cheap = { ...actual.SCRYPT_PARAMS, N: 2 ** 10 };
  let dummy: Promise<string> | undefined;
  return {
    ...actual,
    hashPassword: (password: string) => actual.hashPassword(password, cheap),
    needsRehash: () => false,
    dummyPasswordHash: () => (dummy ??= actual.hashPassword("no-such-password", cheap)),
  };
});

type Route = (request: Request) => Promise<Response>;
type AppProcess = { signup: Route; signin: Route; session: Route; close(): Promise<void> };

/**
 * The app's routes as one more process would run them: its own modules (configuration, memory,
 * limiters) and its own pool on DATABASE_URL (the pools' registry lives on globalThis, so each
 * process gets a fresh one).
 */
function startAppProcess(url: string): AppProcess {
  (globalThis as { __lotusPostgresDb?: unknown }).__lotusPostgresDb = new Map();
  let app: AppProcess | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { closePostgresDatabase } = require("@/lib/db/postgres");
    app = {
      signup: require("@/app/api/auth/signup/route").POST,
      signin: require("@/app/api/auth/signin/route").POST,
      session: require("@/app/api/auth/session/route").GET,
      close: () => closePostgresDatabase(url),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return app!;
}

/**
 * Issue 26, "several processes": what one process used to keep in its memory holds across two
 * processes on one PostgreSQL database. Each "process" is a pool of its own (and its own
 * limiter, throttle or adapter objects), as two `next start` processes would have.
 */
describeWithPostgres("two app processes on one PostgreSQL database", () => {
  let server: PostgresServer;
  let first: PostgresDatabase;
  let second: PostgresDatabase;

  beforeAll(async () => {
    server = await startPostgresServer();
    const url = await server.createDatabase();
    first = createPostgresDatabase({ url });
    second = createPostgresDatabase({ url });
    await migratePostgresDatabase(first);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.end(), second?.end()]);
    await server?.stop();
  }, 60_000);

  const request = (ip: string) =>
    new Request("http://localhost/api/x", { headers: { "x-forwarded-for": ip } });

  describe("rate limits", () => {
    it("counts one client's requests to either process in one window", async () => {
      const limits = [first, second].map((db) =>
        createRateLimit({
          keyPrefix: "shared-test",
          points: 20,
          durationSeconds: 60,
          windows: databaseWindows(db, "shared-test", { windowMs: 60_000 }),
        }),
      );
      // 30 requests raced half through each process: exactly 20 pass, whichever process.
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => limits[i % 2]!.consume(request("203.0.113.7"))),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refused.map((r) => r.reason)).toEqual(
        Array.from({ length: 10 }, () => expect.any(RateLimitedError)),
      );
      expect(Number(refused[0]!.reason.headers["Retry-After"])).toBeGreaterThan(55);
      // Another client has its own count.
      await expect(limits[1]!.consume(request("203.0.113.8"))).resolves.toBeUndefined();
      const { rows } = await first.query<{ key: string; count: number }>(
        "select key, count from public.rate_limit_windows where key like 'shared-test:%' order by key",
      );
      expect(rows).toEqual([
        { key: "shared-test:203.0.113.7", count: 30 },
        { key: "shared-test:203.0.113.8", count: 1 },
      ]);
    });

    it("starts a new window once the old one has ended, and deletes ended windows", async () => {
      let now = 5_000_000;
      const [a, b] = [first, second].map((db) =>
        databaseWindows(db, "window-test", { windowMs: 1_000, now: () => now }),
      );
      expect(await a!.hit("k")).toEqual({ count: 1, resetAt: 5_001_000, lastAt: 5_000_000 });
      now += 400;
      expect(await b!.hit("k")).toEqual({ count: 2, resetAt: 5_001_000, lastAt: 5_000_400 });
      expect(await a!.get("k")).toEqual({ count: 2, resetAt: 5_001_000, lastAt: 5_000_400 });
      now += 600;
      expect(await a!.get("k")).toBeUndefined();
      expect(await b!.hit("k")).toEqual({ count: 1, resetAt: 5_002_000, lastAt: 5_001_000 });
      await b!.delete("k");
      expect(await a!.get("k")).toBeUndefined();
      // A minute on, the next hit deletes the windows that have ended.
      await a!.hit("ended");
      now += 61_000;
      await a!.hit("live");
      const { rows } = await first.query<{ key: string }>(
        "select key from public.rate_limit_windows where key like 'window-test:%'",
      );
      expect(rows).toEqual([{ key: "window-test:live" }]);
    });
  });

  describe("the sign-in throttle", () => {
    const throttles = () =>
      [first, second].map((db) =>
        createSignInThrottle({
          pairFailures: 10,
          freeAccountFailures: 10,
          maxDelayMs: 60_000,
          windows: (name, options) => databaseWindows(db, name, options),
        }),
      );

    it("counts wrong passwords made through either process", async () => {
      const [one, two] = throttles();
      const email = `asha-${Date.now()}@example.in`;
      // Five failures through each process: ten for the pair, as one process would count.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => [one, two][i % 2]!.failed(email, "203.0.113.1")),
      );
      for (const throttle of [one, two]) {
        await expect(throttle!.check(email, "203.0.113.1")).rejects.toMatchObject({
          status: 429,
          message: "Too many requests. Please wait a moment and try again.",
          headers: { "Retry-After": "900" },
        });
      }
      // The account's tenth failure makes no one wait yet; the eleventh (another address) does.
      await expect(two!.check(email, "198.51.100.1")).resolves.toBeUndefined();
      await one!.failed(email, "198.51.100.2");
      await expect(two!.check(email, "198.51.100.1")).rejects.toMatchObject({
        headers: { "Retry-After": "1" },
      });
      // The right password through one process starts the counts again on the other.
      await one!.succeeded(email, "203.0.113.1");
      await expect(two!.check(email, "203.0.113.1")).resolves.toBeUndefined();
    });
  });

  describe("the checkout's live-hold cap", () => {
    it("counts one client's unpaid orders placed through either process", async () => {
      const clock = { now: 1_000_000 };
      const [one, two] = [first, second].map((db) =>
        createHoldLimit({ max: 3, now: () => clock.now, held: databaseHeldOrders(db) }),
      );
      await expectHoldCap(one!, two!, clock);
      const { rows } = await first.query<{ order_id: string }>(
        "select order_id from embedded_store.checkout_holds where client = 'member:asha' order by order_id",
      );
      expect(rows.map((r) => r.order_id)).toEqual(["order-1", "order-3", "order-4"]);
    });
  });

  describe("through the app's routes, two processes on DATABASE_URL", () => {
    let apps: AppProcess[] = [];
    beforeAll(async () => {
      process.env.DATABASE_URL = await server.createDatabase();
      delete process.env.NEXT_PUBLIC_SUPABASE_URL;
      delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
      apps = [startAppProcess(process.env.DATABASE_URL), startAppProcess(process.env.DATABASE_URL)];
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      delete process.env.DATABASE_URL;
    });

    const sessionCookie = (response: Response) =>
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(";")[0];

    it("signs in through one process and is signed in on the other", async () => {
      const [one, two] = apps;
      const email = uniqueEmail();
      const values = { email, password: "secret-1", name: "Asha", userQuery: "A desk" };
      expect((await one!.signup(jsonPost("/api/auth/signup", values))).status).toBe(201);
      const signedIn = await one!.signin(
        jsonPost("/api/auth/signin", { email, password: "secret-1", remember: true }),
      );
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookie(signedIn)!;
      const onOther = await two!.session(
        new Request(`${SITE}/api/auth/session`, { headers: { cookie } }),
      );
      expect(await onOther.json()).toMatchObject({ user: { email } });
    }, 60_000);

    it("refuses the eleventh wrong password from one address whichever process gets it", async () => {
      const [one, two] = apps;
      const email = uniqueEmail();
      const wrong = (app: AppProcess) =>
        app.signin(
          jsonPost(
            "/api/auth/signin",
            { email, password: "not-it", remember: false },
            { clientIp: "198.51.100.77" },
          ),
        );
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push((await wrong(i % 2 ? two! : one!)).status);
      expect(answers).toEqual(Array.from({ length: 10 }, () => 401));
      for (const app of [one!, two!]) {
        const refused = await wrong(app);
        expect(refused.status).toBe(429);
        // The pair's 15-minute window, counted from its first failure.
        expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
        expect(await refused.json()).toMatchObject({
          code: "rate_limited",
          message: "Too many requests. Please wait a moment and try again.",
        });
      }
    }, 60_000);
  });
});
