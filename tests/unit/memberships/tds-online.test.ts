/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { POST as webhook } from "@/app/api/payments/webhook/route";
import type { Member } from "@/lib/auth/member";
import {
  acceptOffer,
  createMembershipOffer,
  getMemberMembership,
  markInvoicePaid,
  runBilling,
  setMembershipTds,
  startAutopay,
  startInvoicePayment,
} from "@/lib/memberships";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
const STAFF = { id: "a1e6c3d5-5b7f-4e2a-8c0d-6f4b3a2e1d09", email: "desk@lotusclub.in" };
const HOLDER = "3c9e2a41-7b6d-4f1e-9a8c-2d3e4f5a6b7c";
const member = {
  user: { id: HOLDER, email: "ravi@kestrel.example" },
  access: {},
} as unknown as Member;

/** A desk (₹6,000) whose company deducts 10 % TDS (₹600): January issued and unpaid. */
async function januaryDueWithTds() {
  const made = await createMembershipOffer(
    {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: "2026-12-17",
      holderName: "Ravi Menon",
      holderEmail: "ravi@kestrel.example",
    },
    STAFF,
    new Date("2026-11-26T06:00:00Z"),
  );
  await setMembershipTds(made.id, 10, STAFF, new Date("2026-11-26T06:10:00Z"));
  const { rows } = await server.db.query<{ link: string }>(
    "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
    [made.id],
  );
  await acceptOffer(rows[0]!.link.split("/").pop()!, member, new Date("2026-11-26T07:00:00Z"));
  const first = (await getMemberMembership(HOLDER, new Date("2026-11-26T08:00:00Z")))!.invoices[0]!;
  await markInvoicePaid(first.id, { method: "UPI", reference: "UTR1" }, STAFF, new Date());
  await runBilling(new Date("2027-01-01T03:00:00Z"));
  return made;
}

describe("TDS with payments online", () => {
  it("orders the net for Pay now, and debits the net by autopay, which settles the invoice", async () => {
    const made = await januaryDueWithTds();
    const view = (await getMemberMembership(HOLDER, new Date("2027-01-01T04:00:00Z")))!;
    const january = view.invoices[0]!;
    // ₹6,000 + ₹1,080 GST = ₹7,080, less TDS ₹600 = ₹6,480.
    expect(january).toMatchObject({ invoiceTotal: 708_000, tds: 60_000, amountDue: 648_000 });

    const order = await startInvoicePayment(january.id, HOLDER);
    expect(order).toMatchObject({ method: "razorpay", amount: 648_000 });

    const { subscriptionId } = await startAutopay(
      made.id,
      HOLDER,
      new Date("2027-01-01T04:00:00Z"),
    );
    const fake = server.fake;
    const subscription = fake.subscriptions.get(subscriptionId)!;
    expect(fake.plans.get(subscription.plan_id)).toMatchObject({ item: { amount: 648_000 } });

    const payment = fake.chargeSubscription(subscriptionId);
    const charged = fake.webhookFor("subscription.charged", {
      subscriptionId,
      paymentId: payment.id,
    });
    const answer = await webhook(
      new Request(`${SITE}/api/payments/webhook`, {
        method: "POST",
        headers: charged.headers,
        body: charged.body,
      }),
    );
    expect(await answer.json()).toMatchObject({ outcome: "membership invoice paid by autopay" });
    const after = (await getMemberMembership(HOLDER, new Date("2027-01-02T04:00:00Z")))!;
    expect(after.invoices[0]).toMatchObject({ status: "paid", paymentMethod: "autopay" });
  });
});
