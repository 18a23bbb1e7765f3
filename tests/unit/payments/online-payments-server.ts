import { rmSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { createTempDataDir } from "../http/route-helpers";

/**
 * The server as a suite sees it with payments online: the Razorpay adapter against a fake
 * Razorpay on localhost, 15-minute holds, and an embedded database in a folder of its own. Call
 * at the top of a suite; `server.fake` and `server.db` are set once `beforeAll` has run.
 */
export function onlinePaymentsServer() {
  const folder = createTempDataDir();
  const server = {} as { fake: FakeRazorpay; db: PGlite };
  beforeAll(async () => {
    server.fake = await startFakeRazorpay();
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: server.fake.keys.keyId,
      RAZORPAY_KEY_SECRET: server.fake.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: server.fake.keys.webhookSecret,
      RAZORPAY_BASE_URL: server.fake.url,
      PAYMENT_HOLD_SECONDS: "900",
    });
    delete process.env.SMTP_URL;
    server.db = await getEmbeddedDatabase(folder);
  });
  afterAll(async () => {
    await server.fake.close();
    await closeEmbeddedDatabase(folder);
    rmSync(folder, { recursive: true, force: true });
  });
  return server;
}
