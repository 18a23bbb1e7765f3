/** @jest-environment node */
import { checkStartConfig } from "@/lib/config";

/**
 * The configuration is checked whole before the server serves: a production start with a short
 * CRON_SECRET used to say "Ready" and answer 500 to every request, and one without
 * NEXT_PUBLIC_SITE_URL e-mailed localhost:3000 links.
 */
const production = { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://lotusclub.in" };

describe("checkStartConfig", () => {
  it("refuses a production start without NEXT_PUBLIC_SITE_URL, naming it", () => {
    for (const url of [undefined, "", "  "]) {
      expect(() => checkStartConfig({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: url })).toThrow(
        "Configuration error: NEXT_PUBLIC_SITE_URL is not set. A production server needs the site's public origin (e.g. https://lotusclub.in): the links in its e-mails, the sitemap and sign-in redirects are made from it.",
      );
    }
  });

  it("lets `next dev` and the tests run on the localhost default", () => {
    expect(checkStartConfig({ NODE_ENV: "development" }).mode.data).toBe("embedded");
    expect(checkStartConfig({ NODE_ENV: "test" }).cronSecret).toBeUndefined();
  });

  it("refuses a CRON_SECRET under 32 characters, naming it", () => {
    expect(() => checkStartConfig({ ...production, CRON_SECRET: "short-secret" })).toThrow(
      "Configuration error: CRON_SECRET must be at least 32 characters",
    );
    expect(checkStartConfig({ ...production, CRON_SECRET: "s".repeat(32) }).cronSecret).toBe(
      "s".repeat(32),
    );
  });
});

describe("a server start (instrumentation.ts)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.restoreAllMocks();
  });

  /** Runs register() as `next start` does, with `env`, and returns what it printed and exited with. */
  async function start(env: Record<string, string>) {
    process.env = { ...saved, NEXT_RUNTIME: "nodejs", ...env };
    const errors: string[] = [];
    jest.spyOn(console, "error").mockImplementation((message: string) => errors.push(message));
    const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const { register } = await import("@/instrumentation");
    const outcome = await register().then(
      () => "served",
      (error: Error) => error.message,
    );
    return { outcome, errors, exit };
  }

  it("exits with code 1 and names the variable, before serving anything", async () => {
    const { outcome, errors } = await start({
      NODE_ENV: "production",
      NEXT_PUBLIC_SITE_URL: "https://lotusclub.in",
      CRON_SECRET: "too-short",
    });
    expect(outcome).toBe("exit 1");
    expect(errors).toEqual([
      "[startup] Configuration error: CRON_SECRET must be at least 32 characters",
      "[startup] The server did not start. Fix the variable named above and start it again.",
    ]);
  });

  it("exits when a production server has no site URL", async () => {
    const { outcome, errors } = await start({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "" });
    expect(outcome).toBe("exit 1");
    expect(errors[0]).toContain("NEXT_PUBLIC_SITE_URL is not set");
  });
});
