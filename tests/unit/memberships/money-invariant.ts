import http from "node:http";
import fc from "fast-check";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import type { Member } from "@/lib/auth/member";
import { HttpError } from "@/lib/http";
import {
  acceptOffer,
  confirmInvoicePayment,
  createMembershipOffer,
  endMembership,
  getCollectionsForStaff,
  getMemberMembership,
  giveNotice,
  markInvoicePaid,
  markLateFeePaid,
  recordDepositRefund,
  reverseLateFee,
  runBilling,
  startAutopay,
  startInvoicePayment,
} from "@/lib/memberships";
import { PaymentError, PaymentUnavailableError, reconcilePayments } from "@/lib/payments";
import { addDaysToDate, clubToday } from "@/lib/pricing/club-time";
import { getDatabase } from "@/lib/db";
import { setClock } from "../bookings/route-helpers";
import { SITE } from "../http/route-helpers";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";

/**
 * The money invariant of issue 36, as a property: random sequences of offers, acceptances,
 * payments (twice, of a wrong amount, by the checkout's callback and the webhook, delivered late
 * and out of order, replayed), desk payments, autopay debits (after the end too), notices, early
 * ends and cancellations, billing runs and deposit refunds, against the fake Razorpay and the
 * embedded database. After every step: the books and the ledger of provider payments agree on
 * captured = applied + refunded (or under way); no invoice is paid twice; every deposit is in the
 * one state its membership's payments say; no webhook answered 5xx; every late fee invoiced (every
 * other offer states one, 0084) is in one place: due, paid at the desk, or reversed by a credit
 * note of its figures, on an invoice unpaid when it was charged. After every sequence, once
 * every webhook is delivered: the ledger's captured and refunded are the gateway's own.
 */

let fake: FakeRazorpay;
const query = async <Row>(sql: string, params: unknown[] = []) =>
  (await (await getDatabase()).query<Row>(sql, params)).rows;
const STAFF = { id: "a1e6c3d5-5b7f-4e2a-8c0d-6f4b3a2e1d09", email: "desk@lotusclub.in" };
let clock = new Date("2026-11-26T06:00:00Z");
let holders = 0;
const stats = {
  sequences: 0,
  steps: 0,
  deliveries: 0,
  payments: 0,
  debits: 0,
  lateFees: { paid: 0, reversed: 0 },
  refusals: {} as Record<string, number>,
};

/** Moves the clock on: a minute per step (webhook rate windows pass), days for a billing run. */
function tick(ms = 60_000) {
  clock = new Date(clock.getTime() + ms);
  jest.setSystemTime(clock);
  return clock;
}

type Delivery = { body: string; headers: Record<string, string> };
type Held = {
  id: string;
  holder: Member;
  token: string;
  startDate: string;
  subscriptionId?: string;
};
type World = {
  memberships: Held[];
  orders: { orderId: string; invoiceId: string; amount: number; holder: Member }[];
  pending: Delivery[];
  delivered: Delivery[];
};

const pick = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

/** A refusal the app meant (a business answer), not a failure of ours. */
async function business(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if (error instanceof PaymentUnavailableError) throw error;
    if (!(error instanceof PaymentError) && !(error instanceof HttpError && error.status < 500)) {
      throw error;
    }
    const said = (error as Error).message;
    stats.refusals[said] = (stats.refusals[said] ?? 0) + 1;
  }
}

async function deliver(delivery: Delivery) {
  const answer = await webhook(
    new Request(`${SITE}/api/payments/webhook`, {
      method: "POST",
      headers: delivery.headers,
      body: delivery.body,
    }),
  );
  stats.deliveries += 1;
  if (answer.status >= 500) {
    throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
  }
}

async function unpaidInvoice(held: Held) {
  const view = await getMemberMembership(held.holder.user.id, clock);
  return view?.invoices.filter((invoice) => invoice.status !== "paid").at(-1);
}

const step = fc.oneof(
  { arbitrary: fc.constant({ kind: "offer" as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("accept" as const), m: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("startPay" as const), m: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("pay" as const),
      o: fc.nat(),
      amount: fc.constantFrom("right", "right", "wrong"),
      times: fc.constantFrom(1, 1, 2),
      callback: fc.boolean(),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ kind: fc.constant("deliver" as const), i: fc.nat() }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant("replay" as const),
      i: fc.nat(),
      fresh: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant("desk" as const), m: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("autopay" as const), m: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("charge" as const), m: fc.nat() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("notice" as const), m: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("endEarly" as const), m: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("bill" as const),
      days: fc.integer({ min: 1, max: 45 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant("refundDeposit" as const), m: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("refundEvent" as const), i: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("lateFeePaid" as const), m: fc.nat() }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant("lateFeeReversed" as const), m: fc.nat() }),
    weight: 4,
  },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function offer(world: World) {
  const id = `${String(++holders).padStart(8, "0")}-7a1b-4c2d-8e3f-5a6b7c8d9e0f`;
  const email = `holder${holders}@example.in`;
  const startDate = addDaysToDate(clubToday(clock), 5);
  const made = await createMembershipOffer(
    {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate,
      holderName: "Asha Verma",
      holderEmail: email,
    },
    STAFF,
    clock,
  );
  const rows = await query<{ link: string }>(
    "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
    [made.id],
  );
  // Every other offer states a late fee of 2 % (as MEMBERSHIP_LATE_FEE_PERCENT=2 would lock in).
  if (holders % 2 === 0) {
    await query("update public.memberships set late_fee_bp = 200 where id = $1", [made.id]);
  }
  const holder = { user: { id, email }, access: {} } as unknown as Member;
  world.memberships.push({
    id: made.id,
    holder,
    token: rows[0]!.link.split("/").pop()!,
    startDate,
  });
}

/** "Pay now" on the membership's oldest unpaid invoice: an order recorded for the steps to pay. */
async function startPay(world: World, held: Held) {
  const invoice = await unpaidInvoice(held);
  if (!invoice) return;
  await business(async () => {
    const request = await startInvoicePayment(invoice.id, held.holder.user.id);
    if (request.method !== "razorpay") throw new Error("payments are not online");
    world.orders.push({
      orderId: request.orderId,
      invoiceId: invoice.id,
      amount: request.amount,
      holder: held.holder,
    });
  });
}

async function run(world: World, s: Step) {
  tick();
  const held = "m" in s ? pick(world.memberships, s.m) : undefined;
  switch (s.kind) {
    case "offer":
      return offer(world);
    case "accept":
      if (held) await business(() => acceptOffer(held.token, held.holder, clock));
      return;
    case "startPay":
      if (held) await startPay(world, held);
      return;
    case "pay": {
      // No order yet: the member presses "Pay now" first.
      if (!world.orders.length)
        await startPay(world, world.memberships[s.o % world.memberships.length]!);
      const order = pick(world.orders, s.o);
      if (!order) return;
      stats.payments += s.times;
      for (let n = 0; n < s.times; n += 1) {
        const amount = s.amount === "right" ? order.amount : order.amount - 100;
        const { payment, response } = fake.pay(order.orderId, { amount });
        // Razorpay always sends the webhook; the member's browser may also call back first.
        world.pending.push(fake.webhookFor("payment.captured", { paymentId: payment.id }));
        if (s.callback && "razorpay_signature" in response) {
          await business(() =>
            confirmInvoicePayment(
              order.invoiceId,
              {
                orderId: response.razorpay_order_id,
                paymentId: response.razorpay_payment_id,
                signature: response.razorpay_signature,
              },
              order.holder.user.id,
              clock,
            ),
          );
        }
      }
      return;
    }
    case "deliver": {
      if (!world.pending.length) return;
      const [delivery] = world.pending.splice(s.i % world.pending.length, 1);
      await deliver(delivery!);
      world.delivered.push(delivery!);
      return;
    }
    case "replay": {
      const delivery = pick(world.delivered, s.i);
      if (!delivery) return;
      const eventId = s.fresh
        ? `evt_replay_${stats.deliveries}`
        : delivery.headers["x-razorpay-event-id"]!;
      await deliver({
        ...delivery,
        headers: { ...delivery.headers, "x-razorpay-event-id": eventId },
      });
      return;
    }
    case "desk": {
      const invoice = held && (await unpaidInvoice(held));
      if (invoice) {
        await business(() =>
          markInvoicePaid(
            invoice.id,
            { method: "UPI", reference: `UTR${stats.steps}` },
            STAFF,
            clock,
          ),
        );
      }
      return;
    }
    case "autopay":
      if (held) {
        await business(async () => {
          held.subscriptionId = (
            await startAutopay(held.id, held.holder.user.id, clock)
          ).subscriptionId;
        });
      }
      return;
    case "charge": {
      if (!held?.subscriptionId) return;
      // Cancelled at Razorpay (notice, end): a debit the bank had begun still arrives.
      const payment = (() => {
        try {
          return fake.chargeSubscription(held.subscriptionId);
        } catch {
          return fake.chargeSubscription(held.subscriptionId, { inFlight: true });
        }
      })();
      stats.payments += 1;
      stats.debits += 1;
      // A debit comes as its subscription's event and as a payment of an order we never made.
      world.pending.push(
        fake.webhookFor("subscription.charged", {
          subscriptionId: held.subscriptionId,
          paymentId: payment.id,
        }),
        fake.webhookFor("payment.captured", { paymentId: payment.id }),
      );
      return;
    }
    case "notice":
      if (held) await business(() => giveNotice(held.id, held.holder.user.id, clock));
      return;
    case "endEarly":
      if (held) {
        const endDate = [held.startDate, addDaysToDate(clubToday(clock), 7)].sort().at(-1)!;
        await business(() =>
          endMembership(held.id, { endDate, reason: "Moved out" }, STAFF, clock),
        );
      }
      return;
    case "bill":
      await runBilling(tick(s.days * 86_400_000));
      return;
    case "refundDeposit":
      if (held) {
        await business(() =>
          recordDepositRefund(
            held.id,
            { method: "NEFT", reference: "UTR-D", deduction: 0 },
            STAFF,
            clock,
          ),
        );
      }
      return;
    case "lateFeePaid":
    case "lateFeeReversed": {
      // As staff act: a late fee still due from the collections view (any sequence's).
      const due = (await getCollectionsForStaff(clock)).lateFees?.filter((f) => f.status === "due");
      const fee = pick(due ?? [], s.m);
      if (!fee) return;
      const id = fee.id;
      if (s.kind === "lateFeePaid") {
        await markLateFeePaid(id, { method: "cash", reference: `R${stats.steps}` }, STAFF, clock);
        stats.lateFees.paid += 1;
      } else {
        await reverseLateFee(id, "Waived: first delay", STAFF, clock);
        stats.lateFees.reversed += 1;
      }
      return;
    }
    case "refundEvent": {
      const refund = pick([...fake.refunds.values()], s.i);
      if (refund) await deliver(fake.webhookFor("refund.processed", { refundId: refund.id }));
      return;
    }
  }
}

const WHOLE_RANGE = ["2026-01-01", "2036-12-31"] as const;

async function assertInvariant() {
  const totals = await reconcilePayments(...WHOLE_RANGE);
  expect(totals.books).toEqual(totals.ledger);
  expect(totals.ledger.captured).toBe(totals.ledger.applied + totals.ledger.refunded);

  // No invoice paid twice: an invoice is paid by exactly one payment (desk or online), or none.
  const twice = await query(
    `select mi.id, mi.status, mi.payment_method,
       (select count(*) from public.payments p
        where p.membership_invoice_id = mi.id and p.confirmed_at is not null)::int as online
     from public.membership_invoices mi
     where (select count(*) from public.payments p
            where p.membership_invoice_id = mi.id and p.confirmed_at is not null)
         + (mi.payment_method in ('UPI', 'NEFT', 'cheque', 'cash'))::int
         <> (mi.status = 'paid')::int`,
  );
  expect(twice).toEqual([]);

  // Every deposit in exactly one state, the one its first invoice and membership say.
  const deposits = await query(
    `select m.id, m.status, m.deposit_state, fi.status as first_invoice
     from public.memberships m
     left join public.membership_invoices fi on fi.membership_id = m.id and fi.is_first
     where not case m.deposit_state
       when 'due' then coalesce(fi.status, 'due') = 'due'
       when 'held' then fi.status = 'paid' and m.status in ('active', 'notice')
       when 'refund-due' then fi.status = 'paid' and m.status in ('ended', 'cancelled')
       when 'refunded' then fi.status = 'paid' and m.deposit_refund is not null
       else false end`,
  );
  expect(deposits).toEqual([]);

  // Every late fee in exactly one place: its invoice is the fee; due, paid, or credited in full
  // by a credit note of the same figures; charged 10 days after the due date of an invoice still
  // unpaid then; and no late-fee document without its fee.
  const fees = await query(
    `select f.id, f.status from public.membership_late_fees f
     join public.invoices i on i.id = f.invoice_id
     join public.membership_invoices mi on mi.id = f.membership_invoice_id
     left join public.invoices cn on cn.id = f.credit_note_id
     where not (i.total_paise = f.amount_paise
       and f.fee_date = mi.due_date + 10
       and (mi.paid_at is null or mi.paid_at >= f.issued_at)
       and case f.status
         when 'due' then cn.id is null and f.paid_at is null
         when 'paid' then cn.id is null and f.paid_at is not null
         when 'reversed' then cn.credit_note_for = i.id and cn.total_paise = i.total_paise
           and f.paid_at is null
         else false end)`,
  );
  expect(fees).toEqual([]);
  const documents = await query<{
    invoices: number;
    notes: number;
    fees: number;
    reversed: number;
  }>(
    `select
       (select count(*) from public.invoices where payment_ref like 'late-fee:%')::int as invoices,
       (select count(*) from public.invoices where payment_ref like 'late-fee-reversal:%')::int as notes,
       (select count(*) from public.membership_late_fees)::int as fees,
       (select count(*) from public.membership_late_fees where status = 'reversed')::int as reversed`,
  );
  expect(documents[0]!.invoices).toBe(documents[0]!.fees);
  expect(documents[0]!.notes).toBe(documents[0]!.reversed);
}

/** Once every webhook is delivered, the ledger holds what the gateway itself says. */
async function assertGatewayAgrees() {
  const totals = await reconcilePayments(...WHOLE_RANGE);
  const captured = [...fake.payments.values()]
    .filter((p) => p.status === "captured" || p.status === "refunded")
    .reduce((sum, p) => sum + p.amount, 0);
  const refunded = [...fake.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
  // Refunds made (a claimed or failed one is owed: under way in the totals, not at the gateway).
  const rows = await query<{ made: string }>(
    "select coalesce(sum(amount_paise), 0)::text as made from public.payment_refunds where refund_id is not null",
  );
  expect(totals.ledger.captured).toBe(captured);
  expect(Number(rows[0]!.made)).toBe(refunded);
}

/**
 * Defines the property's test for the suite's database (the app's: embedded, or DATABASE_URL's
 * server) and the fake Razorpay the suite started (`gateway()`, read once its `beforeAll` ran).
 */
export function itKeepsEveryPaymentInOnePlace(
  mode: string,
  sequences: number,
  gateway: () => FakeRazorpay,
) {
  beforeAll(() => {
    fake = gateway();
    setClock(clock);
    // The fake closes an idle connection after 5 s, as Node's servers do; a reused one can be
    // closed under a request (ECONNRESET) on this busy machine. One connection per call here.
    http.globalAgent = new http.Agent({ keepAlive: false });
  });
  afterAll(() => jest.useRealTimers());

  it(`holds after every step of random sequences (${mode})`, async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 6, maxLength: 22 }),
        fc.constantFrom("offered", "accepted", "active"),
        async (steps, start) => {
          const world: World = { memberships: [], orders: [], pending: [], delivered: [] };
          await offer(world);
          // A sequence begins with the offer made, accepted, or running (its first invoice paid
          // at the desk, so autopay can be set up); the steps take it from there.
          if (start !== "offered") await run(world, { kind: "accept", m: 0 });
          if (start === "active") await run(world, { kind: "desk", m: 0 });
          for (const s of steps) {
            await run(world, s);
            stats.steps += 1;
            await assertInvariant();
          }
          while (world.pending.length) {
            await deliver(world.pending.shift()!);
            await assertInvariant();
          }
          await assertGatewayAgrees();
          stats.sequences += 1;
        },
      ),
      { numRuns: sequences, endOnFailure: true },
    );
    const totals = await reconcilePayments(...WHOLE_RANGE);
    const [issued] = await query<{ n: number; paise: string }>(
      "select count(*)::int as n, coalesce(sum(amount_paise), 0)::text as paise from public.membership_late_fees",
    );
    console.info(
      `[money invariant, ${mode}] late fees: ${issued!.n} invoiced (${issued!.paise} paise), ${stats.lateFees.paid} paid at the desk, ${stats.lateFees.reversed} reversed by credit note`,
    );
    console.info(
      `[money invariant, ${mode}] ${stats.sequences} sequences, ${stats.steps} steps, ${stats.payments} payments (${stats.debits} autopay debits), ${stats.deliveries} webhook deliveries in ${
        Math.round(performance.now() - started) / 1000
      } s; reconciliation ${JSON.stringify(totals)}; refusals ${JSON.stringify(stats.refusals)}`,
    );
  });
}
