/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { createHmac } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { onlinePaymentsServer } from "./online-payments-server";
import { SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

// Issue 24: attacks on online payments, each failing before its fix.
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;

beforeAll(async () => {
  ({ fake, db } = server);
});

const deliver = (body: string | Uint8Array, headers: Record<string, string>) =>
  webhook(
    new Request(`${SITE}/api/payments/webhook`, {
      method: "POST",
      headers,
      body: body as BodyInit,
    }),
  );

describe("issue 24 item 12: the webhook's signature covers the raw bytes", () => {
  it("refuses bytes that were never signed, even when they decode to signed text", async () => {
    // The text a server that decodes first would sign: U+FFFD where the bytes are not UTF-8.
    const signedText = JSON.stringify({
      entity: "event",
      event: "payment.authorized",
      payload: {},
      note: "\uFFFD",
    });
    const signature = createHmac("sha256", fake.keys.webhookSecret)
      .update(signedText, "utf8")
      .digest("hex");
    const forged = Buffer.from(signedText, "utf8");
    const mark = forged.indexOf(Buffer.from("\uFFFD", "utf8"));
    const bytes = Buffer.concat([
      forged.subarray(0, mark),
      Buffer.from([0xff]),
      forged.subarray(mark + 3),
    ]);
    const answer = await deliver(new Uint8Array(bytes), {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": "evt_not_utf8",
    });
    expect(answer.status).toBe(400);
    const seen = await db.query("select 1 from public.payment_events where event_id = 'evt_not_utf8'");
    expect(seen.rows).toHaveLength(0);
  });
});
