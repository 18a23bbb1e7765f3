/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { POST as confirm } from "@/app/api/payments/confirm/route";
import { POST as pay } from "@/app/api/orders/[id]/pay/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { composeMessage } from "@/lib/mail/templates";
import type { PaymentRequest } from "@/lib/payments/types";
import { getOrder, getStock, startCheckout, type StoreOrder } from "@/lib/store";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { onlinePaymentsServer } from "./online-payments-server";
import { jsonPost, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first call opens and migrates a fresh database: tens of seconds on a busy machine.
jest.setTimeout(120_000);

/**
 * Issue 12, store orders: with payments online, an order of the embedded store is a hold on its
 * units until it is paid, confirmed once from either path, invoiced as goods under their HSN
 * codes, and refunded in full when it is paid after its hold lapsed and its units sold meanwhile.
 */
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;

beforeAll(async () => {
  ({ fake, db } = server);
  await getStock([MUG.product_id]); // seeds the opening stock
});

const MUG = { product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml" };
const BOTTLE = { product_id: "insulated-bottle", variant_id: "insulated-bottle-750ml" };

/**
 * A checkout as POST /api/checkout places it; `email`: the address its e-mails go to (a member's,
 * whose session these route calls do not carry, so the order is placed as anyone's).
 */
async function placeOrder(
  items: { product_id: string; variant_id: string; quantity: number }[],
  email: string | null = null,
): Promise<StoreOrder> {
  const { url } = await startCheckout(items, {
    successUrl: `${SITE}/success`,
    cancelUrl: `${SITE}/store`,
    locale: "en-IN",
    timeZone: "Asia/Kolkata",
    userId: null,
    email,
  });
  return (await getOrder(new URL(url).searchParams.get("order")!))!;
}

const payRequest = (order: StoreOrder, billing: Record<string, string> = {}) =>
  pay(jsonPost(`/api/orders/${order.id}/pay`, billing), {
    params: Promise.resolve({ id: order.id }),
  });

async function startPayment(order: StoreOrder, billing?: Record<string, string>): Promise<string> {
  const answer = await payRequest(order, billing);
  expect(answer.status).toBe(200);
  const { payment } = (await answer.json()) as { payment: PaymentRequest };
  if (payment.method !== "razorpay") throw new Error("no online order");
  return payment.orderId;
}

const stock = async (variantId: string) =>
  (
    await db.query<{ quantity: number }>(
      "select quantity from embedded_store.stock where variant_id = $1",
      [variantId],
    )
  ).rows[0]!.quantity;
const owed = async (template: string) =>
  (
    await db.query<{ source_id: string; payload: Record<string, unknown> }>(
      "select source_id, payload from public.outbox where template = $1 order by created_at",
      [template],
    )
  ).rows;
const deliver = (body: string, headers: Record<string, string>) =>
  webhook(new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }));

describe("store orders paid online", () => {
  it("holds the units for the payment hold and owes no e-mail until paid", async () => {
    const before = await stock(MUG.variant_id);
    const order = await placeOrder([{ ...MUG, quantity: 2 }], "asha@example.in");
    expect(order).toMatchObject({
      status: "awaiting_payment",
      payment_method: "online",
      total_cents: 129_800,
    });
    const heldFor = new Date(order.hold_expires_at!).getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(890_000);
    expect(heldFor).toBeLessThanOrEqual(900_000);
    expect(await stock(MUG.variant_id)).toBe(before - 2);
    expect((await owed("order-confirmation")).filter((m) => m.source_id === order.id)).toEqual([]);
  });

  it("asks Razorpay for exactly the order's total, confirms once from the guest's callback and the webhook, and invoices the goods", async () => {
    const order = await placeOrder([{ ...MUG, quantity: 1 }]);
    const orderId = await startPayment(order);
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 64_900, currency: "INR" });
    const { response } = fake.pay(orderId);
    if (!("razorpay_signature" in response)) throw new Error("payment failed");

    // The guest's browser confirms it (no member: the order is anyone's who has its id).
    const answer = await confirm(
      jsonPost("/api/payments/confirm", {
        orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      outcome: "confirmed",
      order: { id: order.id, status: "paid", hold_expires_at: null },
    });
    // Then the webhook for the same payment: settled already, nothing new.
    const captured = fake.webhookFor("payment.captured", { orderId });
    expect(await (await deliver(captured.body, captured.headers)).json()).toMatchObject({
      outcome: "confirmed",
    });

    const invoices = await db.query<{
      number: string;
      lines: { description: string; taxCode: { scheme: string; code: string } }[];
      taxable_paise: string;
      cgst_paise: string;
      round_off_paise: string;
      total_paise: string;
      buyer_name: string;
    }>(
      `select number, lines, taxable_paise::text, cgst_paise::text, round_off_paise::text,
         total_paise::text, buyer_name from public.invoices where subject_id = $1`,
      [order.id],
    );
    expect(invoices.rows).toHaveLength(1);
    const [invoice] = invoices.rows;
    expect(invoice).toMatchObject({
      taxable_paise: "55000",
      cgst_paise: "4950",
      round_off_paise: "0",
      total_paise: "64900",
      buyer_name: "Customer",
    });
    expect(invoice!.lines[0]).toMatchObject({
      description: "Morning Ritual Mug (350 ml)",
      taxCode: { scheme: "HSN", code: "6912" },
    });
    // A guest gave no address: the desk is told, nobody is e-mailed a confirmation or receipt.
    expect((await owed("staff-alert")).filter((m) => m.source_id === order.id)).toHaveLength(1);
    expect((await owed("payment-receipt")).filter((m) => m.source_id === invoice!.number)).toEqual(
      [],
    );
  });

  it("e-mails a paid order's confirmation and the tax invoice as a PDF", async () => {
    const order = await placeOrder([{ ...MUG, quantity: 1 }], "asha@example.in");
    const orderId = await startPayment(order);
    fake.pay(orderId);
    const captured = fake.webhookFor("payment.captured", { orderId });
    expect(await (await deliver(captured.body, captured.headers)).json()).toMatchObject({
      outcome: "confirmed",
    });
    const [confirmation] = (await owed("order-confirmation")).filter(
      (m) => m.source_id === order.id,
    );
    const addresses = { from: "club@example.in", staffAlertTo: "desk@example.in" };
    const mail = await composeMessage(
      {
        template: "order-confirmation",
        recipient: "asha@example.in",
        payload: confirmation!.payload,
      },
      addresses,
    );
    expect(mail.subject).toBe(
      `Your order ${order.reference} is paid: collect it at the front desk`,
    );
    const [receipt] = await db
      .query<{ payload: Record<string, unknown> }>(
        `select o.payload from public.outbox o join public.invoices i on i.number = o.source_id
       where o.template = 'payment-receipt' and i.subject_id = $1`,
        [order.id],
      )
      .then((r) => r.rows);
    const receiptMail = await composeMessage(
      { template: "payment-receipt", recipient: "asha@example.in", payload: receipt!.payload },
      addresses,
    );
    expect(receiptMail.attachments?.[0]?.contentType).toBe("application/pdf");
  });

  it("names the company and GSTIN given at the payment on the invoice, and refuses a wrong GSTIN", async () => {
    const order = await placeOrder([{ ...MUG, quantity: 1 }]);
    const wrong = await payRequest(order, { billingGstin: "27AAPFU0939F1ZX" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      fieldErrors: {
        billingGstin: "Please enter a valid 15-character GSTIN, e.g. 09AAACL1234C1Z3.",
      },
    });
    const orderId = await startPayment(order, {
      billingCompany: "Asha Designs LLP",
      billingGstin: "27aapfu0939f1zv",
      // With a GSTIN, the billing address and its state (rule 46(e)).
      billingAddress: "Office 4, Baner Road, Pune 411045",
      billingState: "27",
    });
    fake.pay(orderId);
    const captured = fake.webhookFor("payment.captured", { orderId });
    await deliver(captured.body, captured.headers);
    const { rows } = await db.query(
      "select buyer_company, buyer_gstin, supply, place_of_supply, cgst_paise::text, igst_paise::text from public.invoices where subject_id = $1",
      [order.id],
    );
    // Collected at the desk in Noida: supplied in Uttar Pradesh (IGST Act s.10), whatever the GSTIN.
    expect(rows).toEqual([
      {
        buyer_company: "Asha Designs LLP",
        buyer_gstin: "27AAPFU0939F1ZV",
        supply: "intra-state",
        place_of_supply: "09",
        cgst_paise: "4950",
        igst_paise: "0",
      },
    ]);
  });

  it("refuses to pay an order whose hold has lapsed: 409", async () => {
    const order = await placeOrder([{ ...MUG, quantity: 1 }]);
    await db.query(
      "update embedded_store.orders set hold_expires_at = now() - interval '1 second' where id = $1",
      [order.id],
    );
    const answer = await payRequest(order);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      message: "This order is no longer waiting for payment.",
    });
  });

  it("takes the units again for a late payment while they are still on sale", async () => {
    const order = await placeOrder([{ ...MUG, quantity: 1 }]);
    const orderId = await startPayment(order);
    await db.query(
      "update embedded_store.orders set hold_expires_at = now() - interval '1 second' where id = $1",
      [order.id],
    );
    const before = await stock(MUG.variant_id); // the sweep below gives the unit back first
    await db.query("select embedded_store.expire_unpaid_orders(interval '72 hours')");
    expect(await stock(MUG.variant_id)).toBe(before + 1);
    fake.pay(orderId);
    const captured = fake.webhookFor("payment.captured", { orderId });
    expect(await (await deliver(captured.body, captured.headers)).json()).toMatchObject({
      outcome: "confirmed",
    });
    expect(await getOrder(order.id)).toMatchObject({ status: "paid" });
    expect(await stock(MUG.variant_id)).toBe(before);
  });

  it("refunds in full a late payment whose units sold meanwhile, and tells the member", async () => {
    const left = await stock(BOTTLE.variant_id);
    const late = await placeOrder([{ ...BOTTLE, quantity: left }], "asha@example.in");
    const orderId = await startPayment(late);
    await db.query(
      "update embedded_store.orders set hold_expires_at = now() - interval '1 second' where id = $1",
      [late.id],
    );
    // The next shopper's checkout expires the lapsed hold and takes every unit.
    await placeOrder([{ ...BOTTLE, quantity: left }]);
    expect(await stock(BOTTLE.variant_id)).toBe(0);

    const { payment } = fake.pay(orderId);
    const captured = fake.webhookFor("payment.captured", { orderId });
    expect(await (await deliver(captured.body, captured.headers)).json()).toMatchObject({
      outcome: "refunded",
    });
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === payment.id);
    expect(refund).toMatchObject({ amount: late.total_cents, status: "processed" });
    expect(await getOrder(late.id)).toMatchObject({ status: "expired" });
    expect(await stock(BOTTLE.variant_id)).toBe(0);
    expect(
      (await db.query("select 1 from public.invoices where subject_id = $1", [late.id])).rows,
    ).toEqual([]);
    const [told] = (await owed("order-refunded")).filter((m) => m.source_id.startsWith(late.id));
    const mail = await composeMessage(
      { template: "order-refunded", recipient: "asha@example.in", payload: told!.payload },
      { from: "club@example.in", staffAlertTo: "desk@example.in" },
    );
    expect(mail.subject).toBe(
      `Refund of ₹${(late.total_cents / 100).toLocaleString("en-IN")}.00: order ${late.reference}`,
    );
  });
});
