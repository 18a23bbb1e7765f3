/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { POST as webhook } from "@/app/api/payments/webhook/route";
import type { Member } from "@/lib/auth/member";
import {
  acceptOffer,
  confirmInvoicePayment,
  createMembershipOffer,
  endMembership,
  getMemberMembership,
  giveNotice,
  listMembershipsForStaff,
  markInvoicePaid,
  recordDepositRefund,
  runBilling,
  startAutopay,
  startInvoicePayment,
  type MembershipOfferInput,
} from "@/lib/memberships";
import { listUnappliedPayments, reconcilePayments, reconciliationCsv } from "@/lib/payments";
import { clubToday } from "@/lib/pricing/club-time";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { storeOn } from "./membership-db";
import { SITE } from "../http/route-helpers";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
let fake: FakeRazorpay;
beforeAll(() => {
  fake = server.fake;
});

const STAFF = { id: "a1e6c3d5-5b7f-4e2a-8c0d-6f4b3a2e1d09", email: "desk@lotusclub.in" };
const memberOf = (id: string): Member =>
  ({ user: { id, email: `${id.slice(0, 4)}@example.in` }, access: {} }) as unknown as Member;
let holders = 0;
/** A fresh holder id for each test (one running membership per holder). */
const nextHolder = () => `${String(++holders).padStart(8, "0")}-8f3e-4f0a-bb61-3f7d2c9e1a01`;

const deliver = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  webhook(new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }));

/** The webhook of a captured payment, delivered: its status and what it answered. */
async function captured(paymentId: string) {
  const answer = await deliver(fake.webhookFor("payment.captured", { paymentId }));
  return { status: answer.status, body: (await answer.json()) as { outcome?: string } };
}

async function offerTo(holder: string, offer: Partial<MembershipOfferInput> = {}) {
  const made = await createMembershipOffer(
    {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: "2026-12-17",
      holderName: "Asha Verma",
      holderEmail: `${holder.slice(0, 4)}@example.in`,
      ...offer,
    },
    STAFF,
    new Date("2026-11-26T06:00:00Z"),
  );
  const { rows } = await server.db.query<{ link: string }>(
    "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
    [made.id],
  );
  return { made, token: rows[0]!.link.split("/").pop()! };
}

/** An accepted offer whose first invoice (₹27,425.81 with the deposit) is due. */
async function accepted(holder: string) {
  const { made, token } = await offerTo(holder);
  await acceptOffer(token, memberOf(holder), new Date("2026-11-26T07:00:00Z"));
  const first = (await getMemberMembership(holder, new Date("2026-11-26T08:00:00Z")))!.invoices[0]!;
  return { membership: made, first };
}

async function orderFor(invoiceId: string, holder: string) {
  const request = await startInvoicePayment(invoiceId, holder);
  if (request.method !== "razorpay") throw new Error("no online order");
  return request.orderId;
}

const refundOf = (paymentId: string) =>
  [...fake.refunds.values()].find((refund) => refund.payment_id === paymentId);

const today = () => clubToday(new Date());

describe("a captured membership payment that settles nothing", () => {
  it("refunds a superseded 'Pay now' order paid after the newer one, and lists it for staff", async () => {
    const holder = nextHolder();
    const { first } = await accepted(holder);
    const older = await orderFor(first.id, holder);
    const newer = await orderFor(first.id, holder);

    const paid = fake.pay(newer).payment;
    expect(await captured(paid.id)).toEqual({
      status: 200,
      body: { ok: true, outcome: "membership invoice paid" },
    });
    const late = fake.pay(older).payment;
    const lateDelivery = fake.webhookFor("payment.captured", { paymentId: late.id });
    const answered = await deliver(lateDelivery);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({
      ok: true,
      outcome: "unapplied payment refunded (invoice paid already (online))",
    });
    expect(refundOf(late.id)).toMatchObject({ amount: 2_742_581, status: "processed" });
    expect(refundOf(paid.id)).toBeUndefined();
    // The same delivery under another event id changes nothing and refunds nothing more.
    const again = await deliver({
      ...lateDelivery,
      headers: { ...lateDelivery.headers, "x-razorpay-event-id": `evt_again_${late.id}` },
    });
    expect(await again.json()).toMatchObject({
      outcome: "unapplied payment refunded (invoice paid already (online))",
    });
    expect([...fake.refunds.values()].filter((r) => r.payment_id === late.id)).toHaveLength(1);

    const listed = (await listUnappliedPayments(today(), today())).find(
      (p) => p.paymentId === late.id,
    );
    expect(listed).toMatchObject({
      amount: 2_742_581,
      subject: "membership",
      reason: "invoice paid already (online)",
      invoiceNumber: first.number,
      refund: { id: refundOf(late.id)!.id, status: "processed" },
    });
  });

  it("refunds an online payment of an invoice paid at the desk meanwhile", async () => {
    const holder = nextHolder();
    const { first } = await accepted(holder);
    const order = await orderFor(first.id, holder);
    await markInvoicePaid(first.id, { method: "cash", reference: "R-1" }, STAFF, new Date());
    const payment = fake.pay(order).payment;
    expect((await captured(payment.id)).body.outcome).toBe(
      "unapplied payment refunded (invoice paid already (cash))",
    );
    expect(refundOf(payment.id)).toMatchObject({ amount: 2_742_581 });
  });

  it("refunds a payment of another amount than the invoice's, and the right one still pays it", async () => {
    const holder = nextHolder();
    const { first } = await accepted(holder);
    const order = await orderFor(first.id, holder);
    const wrong = fake.pay(order, { amount: 100_000 }).payment;
    expect((await captured(wrong.id)).body.outcome).toBe(
      "unapplied payment refunded (amount differs from the invoice)",
    );
    expect(refundOf(wrong.id)).toMatchObject({ amount: 100_000 });
    const right = fake.pay(order).payment;
    expect((await captured(right.id)).body.outcome).toBe("membership invoice paid");
    const view = (await getMemberMembership(holder, new Date()))!;
    expect(view.invoices[0]).toMatchObject({ status: "paid", paymentReference: right.id });
  });

  it("takes no payment for a cancelled offer: refunds it, credits the invoice, refuses the desk", async () => {
    const holder = nextHolder();
    const { membership, first } = await accepted(holder);
    const order = await orderFor(first.id, holder);
    const cancelled = await endMembership(
      membership.id,
      { endDate: "2026-12-17", reason: "Took an office elsewhere" },
      STAFF,
      new Date("2026-11-27T06:00:00Z"),
    );
    expect(cancelled.status).toBe("cancelled");

    const payment = fake.pay(order).payment;
    expect((await captured(payment.id)).body.outcome).toBe(
      "unapplied payment refunded (membership cancelled)",
    );
    await expect(
      markInvoicePaid(first.id, { method: "UPI", reference: "UTR9" }, STAFF, new Date()),
    ).rejects.toThrow("This membership was cancelled: it accepts no payment.");
    await expect(startInvoicePayment(first.id, holder)).rejects.toThrow(
      "This membership was cancelled: it accepts no payment.",
    );

    const { rows } = await server.db.query<{ series: string; total: string; credits: string }>(
      `select i.series, i.total_paise::text as total, o.number as credits from public.invoices i
       left join public.invoices o on o.id = i.credit_note_for
       where i.subject_id = $1 order by i.series desc`,
      [membership.id],
    );
    expect(rows).toEqual([
      { series: "invoice", total: "342581", credits: null },
      { series: "credit_note", total: "342581", credits: first.number },
    ]);
  });

  it("tells the member at the checkout's callback that a payment for a cancelled offer goes back", async () => {
    const holder = nextHolder();
    const { membership, first } = await accepted(holder);
    const order = await orderFor(first.id, holder);
    await endMembership(
      membership.id,
      { endDate: "2026-12-17", reason: "Took an office elsewhere" },
      STAFF,
      new Date(),
    );
    const { payment, response } = fake.pay(order);
    if (!("razorpay_signature" in response)) throw new Error("the payment failed");
    const webhookLater = fake.webhookFor("payment.captured", { paymentId: payment.id });
    await expect(
      confirmInvoicePayment(
        first.id,
        {
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        },
        holder,
        new Date(),
      ),
    ).rejects.toThrow(
      "Your payment could not be applied to this invoice, so it is being refunded to you in full.",
    );
    // The webhook that follows (sent when it was captured) refunds nothing more.
    expect(await (await deliver(webhookLater)).json()).toMatchObject({
      outcome: "unapplied payment refunded (membership cancelled)",
    });
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it("makes a deposit held on a cancelled membership refund due, so the staff refund works", async () => {
    const holder = nextHolder();
    const { membership } = await accepted(holder);
    // What the defect left behind: a cancelled offer whose first invoice was paid all the same.
    await server.db.query(
      "update public.memberships set status = 'cancelled', deposit_state = 'held' where id = $1",
      [membership.id],
    );
    // Closing the cancelled membership (what staff's cancel runs after the database cancels it).
    const row = await storeOn(server.db).closeCancelled(membership.id, new Date());
    expect(row).toMatchObject({ deposit_state: "refund-due" });
    const view = await listMembershipsForStaff(new Date());
    expect(view.depositsToRefund.map((m) => m.id)).toContain(membership.id);
    const refunded = await recordDepositRefund(
      membership.id,
      { method: "NEFT", reference: "UTR-77", deduction: 0 },
      STAFF,
      new Date(),
    );
    expect(refunded.deposit.state).toBe("refunded");
  });

  it("refunds a debit of a subscription we never made, answering 2xx", async () => {
    const { subscriptionId, payment } = await strangersDebit(fake);
    const answer = await deliver(
      fake.webhookFor("subscription.charged", { subscriptionId, paymentId: payment.id }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      outcome: "unapplied payment refunded (unknown subscription)",
    });
    expect(refundOf(payment.id)).toMatchObject({ amount: payment.amount });
  });

  it("refunds an autopay debit after the membership ended", async () => {
    const holder = nextHolder();
    const { membership, first } = await accepted(holder);
    await markInvoicePaid(first.id, { method: "UPI", reference: "UTR1" }, STAFF, new Date());
    await runBilling(new Date("2027-01-01T03:00:00Z"));
    const { subscriptionId } = await startAutopay(
      membership.id,
      holder,
      new Date("2027-01-01T04:00:00Z"),
    );
    await giveNotice(membership.id, holder, new Date("2027-01-02T06:00:00Z"));
    await runBilling(new Date("2027-03-01T03:00:00Z"));
    for (const invoice of (await getMemberMembership(holder, new Date()))!.invoices) {
      if (invoice.status !== "paid") {
        await markInvoicePaid(invoice.id, { method: "NEFT", reference: "UTR2" }, STAFF, new Date());
      }
    }
    const after = (await getMemberMembership(holder, new Date()))!;
    expect(after.membership.status).toBe("ended");

    // The notice cancelled the subscription at Razorpay; a debit already begun arrives anyway.
    const payment = fake.chargeSubscription(subscriptionId, { inFlight: true });
    const answer = await deliver(
      fake.webhookFor("subscription.charged", { subscriptionId, paymentId: payment.id }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      outcome: "unapplied payment refunded (debit after the membership ended)",
    });
    expect(refundOf(payment.id)).toMatchObject({ amount: 708_000 });
  });

  it("answers 5xx only when our own store failed, and the retry refunds it", async () => {
    const holder = nextHolder();
    const { first } = await accepted(holder);
    const older = await orderFor(first.id, holder);
    const newer = await orderFor(first.id, holder);
    await captured(fake.pay(newer).payment.id);
    const late = fake.pay(older).payment;
    const delivery = fake.webhookFor("payment.captured", { paymentId: late.id });

    await server.db.exec(`
      create function public.test_refuse_refunds() returns trigger language plpgsql as $$
      begin raise exception 'the refund ledger is down'; end $$;
      create trigger test_refuse_refunds before insert on public.payment_refunds
        for each row execute function public.test_refuse_refunds();
    `);
    const failed = await deliver(delivery);
    expect(failed.status).toBe(503);
    expect(refundOf(late.id)).toBeUndefined();
    await server.db.exec(`
      drop trigger test_refuse_refunds on public.payment_refunds;
      drop function public.test_refuse_refunds();
    `);
    const retried = await deliver(delivery);
    expect(retried.status).toBe(200);
    expect(refundOf(late.id)).toMatchObject({ amount: 2_742_581 });
  });

  it("reconciles: what the gateway captured is applied or refunded, in the books and the ledger", async () => {
    const totals = await reconcilePayments("2026-01-01", "2027-12-31");
    const gateway = {
      captured: [...fake.payments.values()]
        .filter((p) => p.status === "captured" || p.status === "refunded")
        .reduce((sum, p) => sum + p.amount, 0),
      refunded: [...fake.refunds.values()].reduce((sum, r) => sum + r.amount, 0),
    };
    expect(totals.ledger).toEqual(totals.books);
    expect(totals.ledger.captured).toBe(gateway.captured);
    expect(totals.ledger.refunded).toBe(gateway.refunded);
    expect(totals.ledger.applied).toBe(gateway.captured - gateway.refunded);

    // The accountant's CSV: the same three figures both ways, then each unapplied payment.
    const unapplied = await listUnappliedPayments("2026-01-01", "2027-12-31");
    const lines = reconciliationCsv(totals, unapplied).trim().split("\n");
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(lines.slice(0, 4)).toEqual([
      "Payments captured 2026-01-01 to 2027-12-31,Our books,Gateway's records",
      `Captured,${rupees(gateway.captured)},${rupees(gateway.captured)}`,
      `Applied to invoices and deposits,${rupees(totals.books.applied)},${rupees(totals.ledger.applied)}`,
      `Refunded or under way,${rupees(gateway.refunded)},${rupees(gateway.refunded)}`,
    ]);
    expect(lines[5]).toBe(
      "Payment,Captured on,Amount,For,Why it settled nothing,Refund,Refund status",
    );
    expect(lines.slice(6)).toHaveLength(unapplied.length);
    expect(lines.slice(6).join("\n")).toContain("unknown subscription");
    console.info(`[reconciliation] ${JSON.stringify(totals)}`);
  });
});

/** A debit of a subscription made at the gateway but not by us (no membership names it). */
async function strangersDebit(gateway: FakeRazorpay) {
  const { createSubscription } = await import("@/lib/payments");
  const { subscriptionId } = await createSubscription({
    amount: 500_000,
    mandate: "upi-card",
    intervalMonths: 1,
    count: 12,
    name: "Not ours",
    startAt: new Date("2027-01-01T04:30:00Z"),
  });
  return { subscriptionId, payment: gateway.chargeSubscription(subscriptionId) };
}
