/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { getMemberMembership, startAutopay, type MembershipOfferInput } from "@/lib/memberships";
import { januaryDue as januaryDueWith } from "./autopay-fixtures";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { SITE } from "../http/route-helpers";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
let fake: FakeRazorpay;
const deliver = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  webhook(new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }));

const januaryDue = (holder: string, offer: Partial<MembershipOfferInput> = {}) =>
  januaryDueWith(server.db, holder, offer);

beforeAll(() => {
  fake = server.fake;
});

describe("autopay", () => {
  it("settles January's invoice once from a subscription.charged replayed, or resent under another event id", async () => {
    const holder = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
    const membership = await januaryDue(holder);
    const { subscriptionId } = await startAutopay(
      membership.id,
      holder,
      new Date("2027-01-02T03:00:00Z"),
    );
    const subscription = fake.subscriptions.get(subscriptionId)!;
    // One month's rent with GST, ₹7,080, charged monthly from the next period (February).
    expect(fake.plans.get(subscription.plan_id)).toMatchObject({
      period: "monthly",
      interval: 1,
      item: { amount: 708_000 },
    });

    const payment = fake.chargeSubscription(subscriptionId);
    const charged = fake.webhookFor("subscription.charged", {
      subscriptionId,
      paymentId: payment.id,
    });
    const first = await deliver(charged);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "membership invoice paid by autopay" });
    expect(await (await deliver(charged)).json()).toMatchObject({ duplicate: true });
    const resent = fake.webhookFor("subscription.charged", {
      subscriptionId,
      paymentId: payment.id,
    });
    expect(await (await deliver(resent)).json()).toMatchObject({
      outcome: "membership invoice paid already",
    });

    const view = (await getMemberMembership(holder, new Date("2027-01-02T03:00:00Z")))!;
    expect(view.membership.autopay).toEqual({
      eligible: true,
      status: "active",
      debit: 708_000,
      mandate: "upi-card",
    });
    expect(
      view.invoices.map((i) => [i.periodStart, i.status, i.paymentMethod, i.paymentReference]),
    ).toEqual([
      ["2027-01-01", "paid", "autopay", payment.id],
      ["2026-12-17", "paid", "UPI", "UTR1"],
    ]);
  });

  it("refuses a forged subscription.charged", async () => {
    const charged = fake.webhookFor("subscription.charged", {});
    const forged = {
      ...charged,
      headers: { ...charged.headers, "x-razorpay-signature": "0".repeat(64) },
    };
    expect((await deliver(forged)).status).toBe(400);
  });

  it.each([
    // [seats, plan, term, one debit in paise, mandate]
    [2, "dedicated-desk", "monthly", 1_416_000, "upi-card"],
    [3, "dedicated-desk", "monthly", 2_124_000, "emandate"],
    [1, "dedicated-desk", "quarterly", 2_124_000, "emandate"],
    [1, "dedicated-desk", "annual", 7_788_000, "emandate"],
    [2, "managed-office", "monthly", 2_124_000, "emandate"],
  ] as const)(
    "judges ₹15,000 on each debit: %i × %s %s debits %i paise, by a %s mandate",
    async (seats, plan, term, debit, mandate) => {
      const id = crypto.randomUUID();
      const membership = await januaryDue(id, { seats, plan, term });
      const before = (await getMemberMembership(id, new Date("2027-01-02T03:00:00Z")))!;
      expect(before.membership.autopay).toEqual({ eligible: true, status: "off", debit, mandate });
      const request = await startAutopay(membership.id, id, new Date("2027-01-02T03:00:00Z"));
      expect(request.mandate).toBe(mandate);
      const subscription = fake.subscriptions.get(request.subscriptionId)!;
      expect(fake.plans.get(subscription.plan_id)).toMatchObject({ item: { amount: debit } });
      expect(subscription.notes).toMatchObject({ membership_id: membership.id, mandate });
    },
  );
});
