/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { composeMessage } from "@/lib/mail/templates";
import {
  endMembership,
  getMemberMembership,
  giveNotice,
  listMembershipsForStaff,
  markInvoicePaid,
  runBilling,
  startAutopay,
} from "@/lib/memberships";
import { januaryDue, STAFF } from "./autopay-fixtures";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { SITE } from "../http/route-helpers";

/**
 * Autopay for its whole life (issue 36), on the embedded database against the fake Razorpay:
 * cancelled at Razorpay on notice, an early end, the end and a replacement, never debiting the
 * prorated last period in full; the mandate's events followed, a halted one e-mailed.
 */
jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
const JAN_2 = new Date("2027-01-02T03:00:00Z");

const deliver = async ({ body, headers }: { body: string; headers: Record<string, string> }) => {
  const answer = await webhook(
    new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }),
  );
  return { status: answer.status, body: (await answer.json()) as { outcome?: string } };
};

/** A January-due desk with autopay set up on 2 January; its subscription's id. */
async function withAutopay(offer = {}) {
  const holder = crypto.randomUUID();
  const membership = await januaryDue(server.db, holder, offer);
  const { subscriptionId } = await startAutopay(membership.id, holder, JAN_2);
  return { holder, membership, subscriptionId };
}

const cancelCalls = (subscriptionId: string) =>
  server.fake.calls.filter(
    (call) => call.method === "POST" && call.path === `/v1/subscriptions/${subscriptionId}/cancel`,
  );

const autopayOf = async (holder: string, now = JAN_2) =>
  (await getMemberMembership(holder, now))!.membership.autopay;

/** Autopay charges February: the webhook, as Razorpay sends it. */
async function chargeFebruary(subscriptionId: string) {
  const payment = server.fake.chargeSubscription(subscriptionId);
  return deliver(
    server.fake.webhookFor("subscription.charged", { subscriptionId, paymentId: payment.id }),
  );
}

describe("the final, prorated period", () => {
  it("cancels at once when notice makes the next debit the prorated last period, billed by link", async () => {
    const { holder, subscriptionId } = await withAutopay();
    // Notice on 20 January: the end is 19 February, so February is cut to 19 days.
    const noticed = await giveNotice(
      (await getMemberMembership(holder, JAN_2))!.membership.id,
      holder,
      new Date("2027-01-20T06:00:00Z"),
    );
    expect(noticed.endDate).toBe("2027-02-19");
    expect(noticed.autopay.status).toBe("cancelled");
    expect(cancelCalls(subscriptionId)).toEqual([expect.objectContaining({ status: 200 })]);
    expect(server.fake.subscriptions.get(subscriptionId)!.status).toBe("cancelled");
    expect(() => server.fake.chargeSubscription(subscriptionId)).toThrow("no more charges");

    await runBilling(new Date("2027-02-01T03:00:00Z"));
    const view = (await getMemberMembership(holder, new Date("2027-02-01T04:00:00Z")))!;
    // ₹6,000 × 19/28 = ₹4,071.43 + CGST ₹366.43 + SGST ₹366.43, to pay by its link.
    expect(view.invoices[0]).toMatchObject({
      periodStart: "2027-02-01",
      periodEnd: "2027-02-19",
      rent: 407_143,
      amountDue: 480_429,
      status: "due",
    });
    expect(view.paymentMethod).toBe("razorpay");
  });

  it("keeps a whole February on autopay, and cancels right after its debit, before 1-2 March", async () => {
    const { holder, membership, subscriptionId } = await withAutopay();
    // Notice on 31 January: the end is 2 March; February is whole, so autopay keeps it.
    const noticed = await giveNotice(membership.id, holder, new Date("2027-01-31T06:00:00Z"));
    expect(noticed.endDate).toBe("2027-03-02");
    expect(noticed.autopay.status).toBe("pending");
    expect(cancelCalls(subscriptionId)).toHaveLength(0);

    // January paid by its link; the night's billing run issues February, autopay still on.
    const january = (await getMemberMembership(holder, JAN_2))!.invoices[0]!;
    await markInvoicePaid(january.id, { method: "UPI", reference: "UTR2" }, STAFF, JAN_2);
    await runBilling(new Date("2027-01-31T19:00:00Z"));
    expect(cancelCalls(subscriptionId)).toHaveLength(0);
    const charged = await chargeFebruary(subscriptionId);
    expect(charged).toEqual({
      status: 200,
      body: expect.objectContaining({ outcome: "membership invoice paid by autopay" }),
    });
    // February paid in full by autopay; the next debit would be 1-2 March: cancelled.
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
    expect((await autopayOf(holder)).status).toBe("cancelled");

    await runBilling(new Date("2027-03-01T03:00:00Z"));
    const view = (await getMemberMembership(holder, new Date("2027-03-01T04:00:00Z")))!;
    expect(
      view.invoices.slice(0, 2).map((i) => [i.periodEnd, i.amountDue, i.status, i.paymentMethod]),
    ).toEqual([
      // ₹6,000 × 2/31 = ₹387.10 + ₹34.84 + ₹34.84: by link, never a full ₹7,080 debit.
      ["2027-03-02", 45_678, "due", null],
      ["2027-02-28", 708_000, "paid", "autopay"],
    ]);
  });
});

describe("cancelled at Razorpay", () => {
  it("on an early end by staff", async () => {
    const { holder, membership, subscriptionId } = await withAutopay();
    const ended = await endMembership(
      membership.id,
      { endDate: "2027-01-31", reason: "Moved to Delhi" },
      STAFF,
      new Date("2027-01-10T06:00:00Z"),
    );
    expect(ended.autopay.status).toBe("cancelled");
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
    expect((await autopayOf(holder)).status).toBe("cancelled");
  });

  it("at the end, by the billing run, when Razorpay was unreachable at the early end", async () => {
    const { holder, membership, subscriptionId } = await withAutopay();
    server.fake.outage(true);
    try {
      // The early end stands though the cancel fails; the mandate is still live in our books.
      const ended = await endMembership(
        membership.id,
        { endDate: "2027-01-31", reason: "Closing the company" },
        STAFF,
        new Date("2027-01-10T06:00:00Z"),
      );
      expect(ended).toMatchObject({ endDate: "2027-01-31", autopay: { status: "pending" } });
    } finally {
      server.fake.outage(false);
    }
    expect(cancelCalls(subscriptionId).map((c) => c.status)).toEqual([503]);
    const report = await runBilling(new Date("2027-02-01T03:00:00Z"));
    expect(report).toMatchObject({ mandatesCancelled: 1 });
    const view = (await getMemberMembership(holder, new Date("2027-02-01T04:00:00Z")))!;
    expect(view.membership).toMatchObject({ status: "ended", autopay: { status: "cancelled" } });
    expect(cancelCalls(subscriptionId).map((c) => c.status)).toEqual([503, 200]);
    expect(server.fake.subscriptions.get(subscriptionId)!.status).toBe("cancelled");
  });

  it("on a replacement, which is refused while one is pending or running", async () => {
    const { holder, membership, subscriptionId } = await withAutopay();
    await expect(startAutopay(membership.id, holder, JAN_2)).rejects.toMatchObject({
      status: 409,
      message: "Autopay is being set up already: it starts once your bank confirms the mandate.",
    });
    await deliver(server.fake.mandateEvent(subscriptionId, "activated"));
    await expect(startAutopay(membership.id, holder, JAN_2)).rejects.toMatchObject({
      status: 409,
      message: "Autopay is on already for this membership.",
    });
    await deliver(server.fake.mandateEvent(subscriptionId, "pending"));
    await expect(startAutopay(membership.id, holder, JAN_2)).rejects.toMatchObject({
      message: "Autopay is on already for this membership.",
    });

    // Halted: the holder sets it up again; the halted one is cancelled first, then replaced.
    await deliver(server.fake.mandateEvent(subscriptionId, "halted"));
    const replaced = await startAutopay(membership.id, holder, JAN_2);
    expect(replaced.subscriptionId).not.toBe(subscriptionId);
    expect(cancelCalls(subscriptionId)).toHaveLength(1);
    expect(server.fake.subscriptions.get(subscriptionId)!.status).toBe("cancelled");
    expect(await autopayOf(holder)).toMatchObject({ status: "pending", mandate: "upi-card" });
    // The old subscription's late events are no membership's: answered 2xx, nothing changes.
    const late = await deliver(server.fake.mandateEvent(subscriptionId, "cancelled"));
    expect(late).toEqual({
      status: 200,
      body: expect.objectContaining({ outcome: "subscription of no membership" }),
    });
    expect((await autopayOf(holder)).status).toBe("pending");
  });
});

describe("a set-up left in the checkout", () => {
  it("is refused again for a day, then replaced, the old subscription cancelled at Razorpay", async () => {
    const { holder, membership, subscriptionId } = await withAutopay();
    const later = (hours: number) => new Date(JAN_2.getTime() + hours * 3_600_000);
    await expect(startAutopay(membership.id, holder, later(23))).rejects.toMatchObject({
      message: "Autopay is being set up already: it starts once your bank confirms the mandate.",
    });
    const again = await startAutopay(membership.id, holder, later(25));
    expect(again.subscriptionId).not.toBe(subscriptionId);
    expect(server.fake.subscriptions.get(subscriptionId)!.status).toBe("cancelled");
    // Authorised at the bank (subscription.authenticated): on, and no longer replaceable.
    await deliver(server.fake.mandateEvent(again.subscriptionId, "authenticated"));
    expect((await autopayOf(holder)).status).toBe("active");
    await expect(startAutopay(membership.id, holder, later(60))).rejects.toMatchObject({
      message: "Autopay is on already for this membership.",
    });
  });
});

describe("the mandate's events", () => {
  it("keeps a cancelled mandate cancelled when a charge made before the cancel is settled after it", async () => {
    const { holder, subscriptionId } = await withAutopay();
    await deliver(server.fake.mandateEvent(subscriptionId, "activated"));
    // Razorpay debits January, and the mandate is cancelled before the charge's webhook lands.
    const payment = server.fake.chargeSubscription(subscriptionId);
    await deliver(server.fake.mandateEvent(subscriptionId, "cancelled"));
    const charged = await deliver(
      server.fake.webhookFor("subscription.charged", { subscriptionId, paymentId: payment.id }),
    );
    expect(charged.body.outcome).toBe("membership invoice paid by autopay");
    expect((await autopayOf(holder)).status).toBe("cancelled");
  });

  it("follows activated, pending, halted and cancelled, for the member and staff", async () => {
    const { holder, membership, subscriptionId } = await withAutopay({ seats: 3 });
    const staffView = async () =>
      (await listMembershipsForStaff(JAN_2)).memberships.find((m) => m.id === membership.id)!
        .autopay;
    expect(await staffView()).toMatchObject({ status: "pending", mandate: "emandate" });

    const steps = [
      ["activated", "autopay active", "active"],
      ["activated", "autopay active already", "active"],
      ["pending", "autopay retrying", "retrying"],
      ["halted", "autopay halted", "halted"],
      ["cancelled", "autopay cancelled", "cancelled"],
      // A late event cannot revive a cancelled mandate.
      ["activated", "autopay cancelled already", "cancelled"],
    ] as const;
    for (const [event, outcome, status] of steps) {
      const answer = await deliver(server.fake.mandateEvent(subscriptionId, event));
      expect([event, answer.status, answer.body.outcome]).toEqual([event, 200, outcome]);
      expect(await autopayOf(holder)).toMatchObject({ status, debit: 2_124_000 });
      expect(await staffView()).toMatchObject({ status });
    }
  });

  it("e-mails the holder and staff once when the mandate halts; the invoice is paid by link", async () => {
    const { holder, subscriptionId } = await withAutopay();
    await deliver(server.fake.mandateEvent(subscriptionId, "activated"));
    await deliver(server.fake.mandateEvent(subscriptionId, "halted"));
    await deliver(server.fake.mandateEvent(subscriptionId, "halted"));
    const { rows } = await server.db.query<{ recipient: string | null; payload: unknown }>(
      `select recipient, payload from public.outbox
       where template = 'membership-autopay-halted' and source_id like $1 order by recipient`,
      [`${subscriptionId}:%`],
    );
    expect(rows.map((r) => r.recipient)).toEqual([`${holder.slice(0, 4)}@example.in`, null]);
    const addresses = { from: "club@lotusclub.in", staffAlertTo: "desk@lotusclub.in" };
    const [toHolder, toStaff] = await Promise.all(
      rows.map((row) =>
        composeMessage({ template: "membership-autopay-halted", ...row }, addresses),
      ),
    );
    expect(toHolder).toMatchObject({
      to: `${holder.slice(0, 4)}@example.in`,
      subject: "Autopay has stopped: Dedicated Desk, 1 seat",
    });
    expect(toHolder!.text).toContain(
      "Please pay your open invoice by its link on your dashboard, or at the front desk.",
    );
    expect(toStaff).toMatchObject({
      to: "desk@lotusclub.in",
      subject: "Autopay halted: Asha Verma, Dedicated Desk, 1 seat",
    });
    // January stays payable by its link ("Pay ₹7,080 now"); autopay shows halted.
    const view = (await getMemberMembership(holder, JAN_2))!;
    expect(view.invoices[0]).toMatchObject({ periodStart: "2027-01-01", status: "due" });
    expect(view.paymentMethod).toBe("razorpay");
    expect(view.membership.autopay.status).toBe("halted");
  });
});
