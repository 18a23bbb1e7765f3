/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { closeEmbeddedDatabase } from "@/lib/db/embedded";
import { deliverOutbox } from "@/lib/mail";
import { getStorePort } from "@/lib/store/select";
import { createTempDataDir } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

// Connected data (Supabase, without the service-role key) beside the embedded store: the orders,
// and the e-mails they owe, are in the embedded database. With Razorpay's keys set too: the
// payments ledger is Supabase's there, so the store's orders stay payable at the desk.
const folder = createTempDataDir();
Object.assign(process.env, {
  RAZORPAY_KEY_ID: "rzp_test_connected",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
});
process.env.NEXT_PUBLIC_SUPABASE_URL = "http://127.0.0.1:9";
process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "anon-key";
delete process.env.SUPABASE_SERVICE_ROLE_KEY;
delete process.env.STORE_API_URL;
delete process.env.STORE_ID;
delete process.env.SMTP_URL;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

it("delivers an embedded store order's e-mails when Supabase holds the data, payable at the desk", async () => {
  await getStorePort().checkout({
    items: [{ variant_id: "morning-ritual-mug-350ml", quantity: 1 }],
    successUrl: "http://localhost:3000/success",
    cancelUrl: "http://localhost:3000/store",
    locale: "en-IN",
    timeZone: "Asia/Kolkata",
    userId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    email: "asha@example.com",
  });
  expect(await deliverOutbox()).toMatchObject({ sent: 2, failed: 0 });
  const mail = path.join(folder, "mail");
  const files = readdirSync(mail).filter((f) => f.endsWith(".eml"));
  const subjects = files.map(
    (f) => readFileSync(path.join(mail, f), "utf8").match(/^Subject: (.*)$/m)?.[1],
  );
  expect(subjects.sort()).toEqual([
    "New store order: asha@example.com",
    expect.stringMatching(/^Your order LC-[0-9A-F]{8}: collect and pay at the front desk$/),
  ]);
});
