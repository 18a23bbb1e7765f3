/** @jest-environment node */
import { closePostgresDatabase } from "@/lib/db/postgres";
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";
import {
  describeWithPostgres,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { itKeepsEveryPaymentInOnePlace } from "./money-invariant";

jest.setTimeout(300_000);

/**
 * Issue 36's money invariant with the app on a PostgreSQL server (DATABASE_URL) and the fake
 * Razorpay: the same SQL functions, real row locks, another driver.
 */
describeWithPostgres("every captured payment ends in exactly one place on PostgreSQL", () => {
  let server: PostgresServer;
  let url: string;
  let fake: FakeRazorpay;

  beforeAll(async () => {
    server = await startPostgresServer();
    url = await server.createDatabase();
    fake = await startFakeRazorpay();
    Object.assign(process.env, {
      DATABASE_URL: url,
      RAZORPAY_KEY_ID: fake.keys.keyId,
      RAZORPAY_KEY_SECRET: fake.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.keys.webhookSecret,
      RAZORPAY_BASE_URL: fake.url,
      PAYMENT_HOLD_SECONDS: "900",
    });
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    delete process.env.SMTP_URL;
  }, 120_000);

  afterAll(async () => {
    await fake?.close();
    await closePostgresDatabase(url);
    delete process.env.DATABASE_URL;
    await server?.stop();
  }, 60_000);

  itKeepsEveryPaymentInOnePlace("PostgreSQL", 12, () => fake);
});
