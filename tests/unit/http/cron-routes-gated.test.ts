/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { SITE } from "./route-helpers";

/**
 * Every scheduler route (app/api/cron/*) refuses a request without the cron secret before it
 * does anything. A route that forgot to await the (asynchronous) gate would run its job for
 * anyone; this finds every such route by reading the folder, so a new one is covered too.
 */
const SECRET = "cron-secret-for-tests-0123456789abcdef";
process.env.CRON_SECRET = SECRET;

const cronFolder = path.join(process.cwd(), "app", "api", "cron");
const routes = readdirSync(cronFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

it("finds the scheduler routes", () => {
  expect(routes).toEqual(expect.arrayContaining(["outbox", "billing", "visitors"]));
});

describe.each(routes)("POST /api/cron/%s", (name) => {
  it("answers 401 without the secret and with a wrong one", async () => {
    const { POST } = (await import(`@/app/api/cron/${name}/route`)) as {
      POST: (request: Request) => Promise<Response>;
    };
    const call = (authorization?: string) =>
      POST(
        new Request(`${SITE}/api/cron/${name}`, {
          method: "POST",
          headers: authorization ? { authorization } : {},
        }),
      );
    expect((await call()).status).toBe(401);
    expect((await call("Bearer not-the-secret")).status).toBe(401);
  });
});
