/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { POST as book } from "@/app/api/bookings/route";
import { POST as buy } from "@/app/api/packs/route";
import { POST as confirm } from "@/app/api/payments/confirm/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { POST as setPrice } from "@/app/api/staff/packs/prices/route";
import { composeMessage } from "@/lib/mail/templates";
import { listPacksForUser, runPackExpiry, setPackPrice } from "@/lib/packs";
import type { PaymentRequest } from "@/lib/payments/types";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { describePackBalance } from "@/lib/pricing/packs";
import { weekdayAhead } from "../data/club-dates";
import { PACK_MESSAGES } from "@/lib/packs/schema";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { jsonPost, SITE, signUpMember, type Member } from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first call opens and migrates a fresh database: tens of seconds on a busy machine.
jest.setTimeout(120_000);

/**
 * Issue 38, prepaid packs: sold online like a day pass (order, capture, confirmed once from the
 * callback and the webhook), the pack's credit granted in the credit ledger, a GST tax invoice
 * under SAC 997212 e-mailed with its PDF; the e-mail 7 days before it lapses, once; and the
 * expiry row that writes off what is left, once.
 */
const server = onlinePaymentsServer();
let db: PGlite;
let asha: Member;

beforeAll(async () => {
  db = server.db;
  asha = await signUpMember("pack", "Asha Verma");
});

const buyRequest = (body: Record<string, unknown>, member: Member = asha) =>
  buy(jsonPost("/api/packs", body, { headers: { cookie: member.cookie } }));

/** Buys a pack through the route and pays it through the checkout's callback. */
async function buyAndPay(product: "room-hours" | "day-passes", extra = {}) {
  const answer = await buyRequest({ product, acceptNonRefundable: true, ...extra });
  expect(answer.status).toBe(200);
  const { pack, payment } = (await answer.json()) as {
    pack: { id: string };
    payment: PaymentRequest;
  };
  if (payment.method !== "razorpay") throw new Error("no online order");
  const { response } = server.fake.pay(payment.orderId);
  if (!("razorpay_signature" in response)) throw new Error("payment failed");
  const confirmed = await confirm(
    jsonPost(
      "/api/payments/confirm",
      {
        orderId: payment.orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      },
      { headers: { cookie: asha.cookie } },
    ),
  );
  expect(confirmed.status).toBe(200);
  expect(await confirmed.json()).toMatchObject({ outcome: "confirmed" });
  return { packId: pack.id, orderId: payment.orderId, paymentId: response.razorpay_payment_id };
}

const ledger = async (packId: string) =>
  (
    await db.query<Record<string, unknown>>(
      `select pool_kind, entry, amount_paise::text, applies_to, user_id::text, expires_at, at
       from public.credit_ledger where pack_id = $1 order by at, entry`,
      [packId],
    )
  ).rows;

describe("buying a prepaid pack online", () => {
  it("refuses a purchase until the member says they understand packs are non-refundable", async () => {
    const answer = await buyRequest({ product: "room-hours" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      fieldErrors: { acceptNonRefundable: PACK_MESSAGES.notRefundable },
    });
  });

  it("sells 10 room-hours at 10 % under list: paid once, credit granted for 90 days, taxed under SAC 997212 to the paisa, e-mailed", async () => {
    const { packId, orderId, paymentId } = await buyAndPay("room-hours");
    // Asked of Razorpay: ₹5,400 (10 hours of the 4-seater at ₹600, less 10 %) + 18 % GST.
    expect(server.fake.orders.get(orderId)).toMatchObject({ amount: 637_200, currency: "INR" });

    // The webhook for the same payment settles nothing more.
    const captured = server.fake.webhookFor("payment.captured", { orderId });
    const delivered = await webhook(
      new Request(`${SITE}/api/payments/webhook`, {
        method: "POST",
        headers: captured.headers,
        body: captured.body,
      }),
    );
    expect(delivered.status).toBe(200);

    const today = clubToday(new Date());
    const [pack] = await listPacksForUser(asha.id);
    expect(pack).toMatchObject({
      id: packId,
      product: "room-hours",
      status: "active",
      valuePaise: 600_000,
      pricePaise: 540_000,
      totalPaise: 637_200,
      balancePaise: 600_000,
      validUntil: addDaysToDate(today, 90),
    });
    // It lapses at the club's midnight that ends its 90th day.
    expect(pack!.expiresAt).toBe(
      new Date(`${addDaysToDate(today, 91)}T00:00:00+05:30`).toISOString(),
    );
    const rows = await ledger(packId);
    expect(rows).toEqual([
      expect.objectContaining({
        pool_kind: "pack",
        entry: "grant",
        amount_paise: "600000",
        applies_to: "rooms",
        user_id: asha.id,
      }),
    ]);
    expect(new Date(rows[0]!.expires_at as string).toISOString()).toBe(pack!.expiresAt);

    const invoices = await db.query<{
      subject: string;
      user_id: string;
      payment_ref: string;
      lines: { description: string; taxCode: { code: string }; product?: string }[];
      taxable_paise: string;
      cgst_paise: string;
      sgst_paise: string;
      igst_paise: string;
      total_paise: string;
      place_of_supply: string;
      number: string;
    }>(
      `select subject, user_id::text, payment_ref, lines, taxable_paise::text, cgst_paise::text,
         sgst_paise::text, igst_paise::text, total_paise::text, place_of_supply, number
       from public.invoices where subject_id = $1`,
      [packId],
    );
    expect(invoices.rows).toHaveLength(1);
    const [invoice] = invoices.rows;
    expect(invoice).toMatchObject({
      subject: "pack",
      user_id: asha.id,
      payment_ref: paymentId,
      taxable_paise: "540000",
      cgst_paise: "48600",
      sgst_paise: "48600",
      igst_paise: "0",
      total_paise: "637200",
      place_of_supply: "09",
    });
    expect(invoice!.lines).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Prepaid pack: 10 room-hours, valid until /),
        taxCode: expect.objectContaining({ scheme: "SAC", code: "997212" }),
        product: "packs",
      }),
    ]);

    // The receipt with the invoice's PDF, owed once to the member.
    const owed = await db.query<{ recipient: string; payload: unknown }>(
      "select recipient, payload from public.outbox where template = 'payment-receipt' and source_id = $1",
      [invoice!.number],
    );
    expect(owed.rows).toHaveLength(1);
    expect(owed.rows[0]!.recipient).toBe(asha.email);
    const mail = await composeMessage(
      { template: "payment-receipt", recipient: asha.email, payload: owed.rows[0]!.payload },
      { from: "club@example.in", staffAlertTo: "desk@example.in" },
    );
    expect(mail.subject).toBe(`Payment received: tax invoice ${invoice!.number}`);
    expect(mail.attachments?.[0]?.contentType).toBe("application/pdf");

    // Every captured payment in one place: the pack's is applied, as a booking's is.
    const reconciled = await db.query<Record<string, string>>(
      `select ledger_applied::text, books_applied::text, ledger_captured::text, books_captured::text
       from public.payments_reconciliation('2000-01-01', '2100-01-01')`,
    );
    const totals = reconciled.rows[0]!;
    expect(totals.books_applied).toBe(totals.ledger_applied);
    expect(totals.books_captured).toBe(totals.ledger_captured);
  });

  it("sells 5 day passes at the owner's price, its credit for day passes", async () => {
    await setPackPrice("day-passes", 250_000, {
      user: { id: asha.id, email: "owner@lotusclub.in" },
      access: {},
    } as never);
    const { packId, orderId } = await buyAndPay("day-passes");
    // ₹2,500 + 18 % GST = ₹2,950.
    expect(server.fake.orders.get(orderId)).toMatchObject({ amount: 295_000 });
    expect(await ledger(packId)).toEqual([
      expect.objectContaining({ entry: "grant", amount_paise: "300000", applies_to: "day-pass" }),
    ]);
    const invoice = await db.query<{
      taxable_paise: string;
      cgst_paise: string;
      total_paise: string;
    }>(
      "select taxable_paise::text, cgst_paise::text, total_paise::text from public.invoices where subject_id = $1",
      [packId],
    );
    expect(invoice.rows).toEqual([
      { taxable_paise: "250000", cgst_paise: "22500", total_paise: "295000" },
    ]);
  });

  it("pays a day pass booked afterwards from the 5-day-pass pack (credits' credit_draw): nothing to pay online", async () => {
    const [passes] = (await listPacksForUser(asha.id)).filter((p) => p.product === "day-passes");
    const answer = await book(
      jsonPost(
        "/api/bookings",
        {
          kind: "day-pass",
          date: weekdayAhead(3),
          name: "Asha Verma",
          email: asha.email,
          phone: "+91 98765 43210",
          agreeTerms: true,
          acknowledgeSecurityDeposit: true,
          receivePromotions: false,
        },
        { headers: { cookie: asha.cookie } },
      ),
    );
    expect(answer.status).toBe(201);
    const { booking, payment } = (await answer.json()) as {
      booking: { id: string; status: string; paymentStatus: string; totalPaise: number };
      payment: unknown;
    };
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid-by-credit",
      totalPaise: 0,
    });
    expect(payment).toBeNull();
    const used = await db.query<{ pack_id: string; amount_paise: string; applies_to: string }>(
      "select pack_id::text, amount_paise::text, applies_to from public.credit_ledger where booking_id = $1",
      [booking.id],
    );
    expect(used.rows).toEqual([
      { pack_id: passes!.id, amount_paise: "-60000", applies_to: "day-pass" },
    ]);
    const [after] = (await listPacksForUser(asha.id)).filter((p) => p.id === passes!.id);
    expect(after!.balancePaise).toBe(240_000);
    expect(describePackBalance("day-passes", after!.balancePaise)).toBe("4 of 5 day passes left");
  });

  it("lets staff alone set a pack's price", async () => {
    const answer = await setPrice(
      jsonPost(
        "/api/staff/packs/prices",
        { product: "room-hours", rupees: 5000 },
        { headers: { cookie: asha.cookie } },
      ),
    );
    expect(answer.status).toBe(403);
  });
});

describe("a pack's expiry", () => {
  it("e-mails its holder once, 7 days before it lapses, then writes off what is left once", async () => {
    const { packId } = await buyAndPay("room-hours");
    // Some of it used, as a booking's credit_draw would record it.
    await db.query(
      `insert into public.credit_ledger (pool_kind, pack_id, user_id, entry, amount_paise,
         applies_to, booking_id, actor, at)
       values ('pack', $1, $2, 'use', -180000, 'rooms', gen_random_uuid(), 'test', now())`,
      [packId, asha.id],
    );
    const [pack] = (await listPacksForUser(asha.id)).filter((p) => p.id === packId);
    const lapses = new Date(pack!.expiresAt!);
    const day = 86_400_000;

    // Eight days before: nothing yet. Six days before: the e-mail, once however often it runs.
    expect(await runPackExpiry(new Date(lapses.getTime() - 8 * day))).toEqual({
      reminders: 0,
      expired: 0,
    });
    // Every pack of this file was sold today, so each lapses at the same midnight.
    const sold = await listPacksForUser(asha.id);
    const sixDaysBefore = new Date(lapses.getTime() - 6 * day);
    expect((await runPackExpiry(sixDaysBefore)).reminders).toBe(sold.length);
    expect((await runPackExpiry(sixDaysBefore)).reminders).toBe(0);
    const owed = await db.query<{ recipient: string; payload: unknown }>(
      "select recipient, payload from public.outbox where template = 'pack-expiring' and source_id = $1",
      [packId],
    );
    expect(owed.rows).toHaveLength(1);
    const mail = await composeMessage(
      { template: "pack-expiring", recipient: asha.email, payload: owed.rows[0]!.payload },
      { from: "club@example.in", staffAlertTo: "desk@example.in" },
    );
    expect(mail.subject).toMatch(/^Your 10 room-hours pack expires on /);
    expect(mail.text).toContain("Left: 7 of 10 hours left (₹4,200)");

    // At the lapse: one expiry row for what is left, dated when it lapsed; run twice, still one.
    expect((await runPackExpiry(lapses)).expired).toBe(sold.length);
    expect((await runPackExpiry(new Date(lapses.getTime() + day))).expired).toBe(0);
    const rows = await ledger(packId);
    expect(rows.map((r) => [r.entry, r.amount_paise])).toEqual([
      ["grant", "600000"],
      ["use", "-180000"],
      ["expiry", "-420000"],
    ]);
    expect(new Date(rows[2]!.at as string).toISOString()).toBe(lapses.toISOString());
    const [after] = (await listPacksForUser(asha.id)).filter((p) => p.id === packId);
    expect(after).toMatchObject({ balancePaise: 0, expiredAt: expect.any(String) });
  });
});
