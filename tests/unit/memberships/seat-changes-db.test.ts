/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { createSeatChangeStore } from "@/lib/memberships/seat-change-store";
import {
  applyDueSeatChangesWith,
  approveSeatChangeWith,
  declineSeatChangeWith,
  recordSeatRefundWith,
  requestSeatChangeWith,
} from "@/lib/memberships/seat-changes";
import type { MembershipStore } from "@/lib/memberships/store";
import { embeddedCaller } from "@/lib/db";
import { parseMailPayload } from "@/lib/mail/payloads";
import { migratedPGlite } from "../data/pglite";
import {
  activeDesk,
  at,
  DESK_OFFER,
  HOLDER,
  resetMemberships,
  storeOn,
  SUPPLIER,
} from "./membership-db";

let db: PGlite;
let store: MembershipStore;
let stores: Parameters<typeof requestSeatChangeWith>[0];
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
  stores = { memberships: store, changes: createSeatChangeStore(embeddedCaller(async () => db)) };
}, 300_000);
afterAll(() => db.close());
beforeEach(() => resetMemberships(db));

const holder = { actor: HOLDER, holderId: HOLDER };
const STAFF = "desk@lotusclub.in";

/** `seats` desks (₹6,000 each) from 1 January 2027, first invoice paid, billed up to 1 March. */
async function desks(seats: number) {
  const { membership } = await activeDesk(db, store, {
    offer: { ...DESK_OFFER, seats, startDate: "2027-01-01" },
  });
  await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
  return membership.id;
}

/** The billing run as runBilling (lib/memberships/index.ts) does it: due seat changes first. */
async function billingRun(iso: string) {
  await applyDueSeatChangesWith(stores, SUPPLIER, at(iso));
  return runBillingWith(store, SUPPLIER, at(iso));
}

const invoices = async (membershipId: string) =>
  (
    await db.query<{
      period_start: Date;
      period_end: Date;
      rent_paise: string;
      invoice_total_paise: string;
      deposit_paise: string;
      amount_due_paise: string;
      seat_change_id: string | null;
      number: string;
      cgst: string;
      sgst: string;
      line: string;
    }>(
      `select mi.period_start, mi.period_end, mi.rent_paise, mi.invoice_total_paise,
         mi.deposit_paise, mi.amount_due_paise, mi.seat_change_id, i.number,
         i.cgst_paise as cgst, i.sgst_paise as sgst, i.lines -> 0 ->> 'description' as line
       from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
       where mi.membership_id = $1 order by mi.period_start, mi.seat_change_id nulls first`,
      [membershipId],
    )
  ).rows.map((r) => ({
    period: `${r.period_start.toISOString().slice(0, 10)}..${r.period_end.toISOString().slice(0, 10)}`,
    rent: Number(r.rent_paise),
    cgst: Number(r.cgst),
    sgst: Number(r.sgst),
    total: Number(r.invoice_total_paise),
    deposit: Number(r.deposit_paise),
    due: Number(r.amount_due_paise),
    supplementary: r.seat_change_id !== null,
    line: r.line,
  }));

/** Seats, rent and deposit held (bigint as a number whichever way the driver gives it). */
async function membershipRow(id: string) {
  const { rows } = await db.query<{ seats: number; rent: string; deposit: string }>(
    "select seats, monthly_rent_paise as rent, deposit_paise as deposit from public.memberships where id = $1",
    [id],
  );
  const row = rows[0]!;
  return { seats: row.seats, monthlyRent: Number(row.rent), deposit: Number(row.deposit) };
}

const documents = async (id: string) =>
  (
    await db.query<{ kind: string; number: string; amount_paise: string; seat: boolean }>(
      `select kind, number, amount_paise, seat_change_id is not null as seat
       from public.deposit_documents where membership_id = $1 order by issued_at, kind`,
      [id],
    )
  ).rows.map((d) => `${d.kind} ${d.number} ${d.amount_paise}${d.seat ? " (seats)" : ""}`);

const activity = async (id: string) =>
  (await store.activityOf(id))
    .filter((row) => /seat/.test(row.action))
    .map((row) => `${row.action}: ${row.detail}`);

describe("more seats", () => {
  it("start on approval: a supplementary invoice for the rest of the period to the paisa, the deposit top-up and its receipt, the next period at the new count", async () => {
    const id = await desks(2);
    const asked = await requestSeatChangeWith(stores, id, 3, holder, at("2027-03-10T06:00:00Z"));
    expect(asked).toMatchObject({ status: "pending", fromSeats: 2, toSeats: 3 });

    // Approved on 15 March (club date): 17 of March's 31 days remain.
    const approved = await approveSeatChangeWith(
      stores,
      SUPPLIER,
      asked.id,
      STAFF,
      at("2027-03-15T06:00:00Z"),
    );
    expect(approved).toMatchObject({
      status: "applied",
      effectiveDate: "2027-03-15",
      depositChange: 2_400_000,
    });
    expect(approved.invoice?.number).toMatch(/^LC\/26-27\/\d{6}$/);
    expect(await membershipRow(id)).toEqual({
      seats: 3,
      monthlyRent: 1_800_000,
      deposit: 4_800_000,
    });

    const supplement = (await invoices(id)).find((row) => row.supplementary)!;
    // ₹6,000 × 17 / 31 = ₹3,290.3225… → ₹3,290.32; GST 9 % + 9 %; the top-up (4 × ₹6,000) beside it.
    expect(supplement).toEqual({
      period: "2027-03-15..2027-03-31",
      rent: 329_032,
      cgst: 29_613,
      sgst: 29_613,
      total: 388_258,
      deposit: 2_400_000,
      due: 2_788_258,
      supplementary: true,
      line: "Dedicated Desk, 1 more seat (2 → 3), 15 Mar 2027 to 31 Mar 2027 (17 of the period's 31 days)",
    });

    // Paid at the desk: the deposit held grows by the top-up, which gets a receipt of its own.
    await markPaidWith(
      store,
      approved.invoice!.membershipInvoiceId,
      { method: "NEFT", reference: "UTR-SEAT" },
      STAFF,
      at("2027-03-16T06:00:00Z"),
    );
    expect((await membershipRow(id)).deposit).toBe(7_200_000);
    expect(await documents(id)).toEqual([
      "receipt DR/26-27/000001 4800000",
      "receipt DR/26-27/000002 2400000 (seats)",
    ]);
    // The e-mails the mail worker sends: the supplementary invoice and the top-up's receipt parse.
    const { rows: mail } = await db.query<{ template: string; payload: unknown }>(
      `select template, payload from public.outbox
       where template in ('membership-invoice', 'membership-deposit-receipt')`,
    );
    const receipts = mail.filter((m) => m.template === "membership-deposit-receipt");
    const parsed = receipts.map((m) => parseMailPayload("membership-deposit-receipt", m.payload));
    expect(parsed.map(({ number, amount }) => `${number} ${amount}`).sort()).toEqual([
      "DR/26-27/000001 4800000",
      "DR/26-27/000002 2400000",
    ]);
    const invoiceMails = mail
      .filter((m) => m.template === "membership-invoice")
      .map((m) => parseMailPayload("membership-invoice", m.payload));
    expect(invoiceMails.some((m) => JSON.stringify(m).includes("2788258"))).toBe(true);

    await billingRun("2027-04-01T03:00:00Z");
    const april = (await invoices(id)).find((row) => row.period.startsWith("2027-04-01"))!;
    expect(april).toMatchObject({ rent: 1_800_000, total: 2_124_000, deposit: 0 });
    expect(april.line).toMatch(/^Dedicated Desk, 3 seats, 1 Apr 2027/);

    expect(await activity(id)).toEqual([
      "seat change asked: 2 → 3 seats",
      "seat change approved: 2 → 3 seats",
      `seats changed: 2 → 3 seats from 2027-03-15: supplementary invoice ${approved.invoice!.number}, deposit top-up 2400000 paise`,
    ]);
  });

  it("approved on a period's 1st before the billing run: that period is invoiced at the old count first, the supplement is the whole period, never twice", async () => {
    const id = await desks(2);
    const asked = await requestSeatChangeWith(stores, id, 3, holder, at("2027-03-20T06:00:00Z"));
    // 00:30 on 1 April in club time.
    await approveSeatChangeWith(stores, SUPPLIER, asked.id, STAFF, at("2027-03-31T19:00:00Z"));
    await billingRun("2027-04-01T03:00:00Z");
    const april = (await invoices(id)).filter((row) => row.period.startsWith("2027-04-01"));
    expect(
      april.map(({ rent, deposit, supplementary }) => ({ rent, deposit, supplementary })),
    ).toEqual([
      { rent: 1_200_000, deposit: 0, supplementary: false },
      { rent: 600_000, deposit: 2_400_000, supplementary: true },
    ]);
  });
});

describe("fewer seats", () => {
  it("take effect on the 1st after 30 days' notice: invoices until then at the old count, from then at the new, the deposit difference refunded with a voucher", async () => {
    const id = await desks(3);
    // Asked on 15 March: kept to 14 April (notice), fewer from 1 May.
    const asked = await requestSeatChangeWith(stores, id, 2, holder, at("2027-03-15T06:00:00Z"));
    expect(asked).toMatchObject({ status: "pending", effectiveDate: "2027-05-01" });
    const approved = await approveSeatChangeWith(
      stores,
      SUPPLIER,
      asked.id,
      STAFF,
      at("2027-03-16T06:00:00Z"),
    );
    expect(approved).toMatchObject({ status: "approved", invoice: null });
    expect((await membershipRow(id)).seats).toBe(3);

    // A run paused over the date (next on 2 May): April still at 3 seats, May at 2.
    await billingRun("2027-05-02T03:00:00Z");
    const rents = (await invoices(id)).map((row) => `${row.period} ${row.rent}`);
    expect(rents).toEqual([
      "2027-01-01..2027-01-31 1800000",
      "2027-02-01..2027-02-28 1800000",
      "2027-03-01..2027-03-31 1800000",
      "2027-04-01..2027-04-30 1800000",
      "2027-05-01..2027-05-31 1200000",
    ]);
    expect(await membershipRow(id)).toEqual({
      seats: 2,
      monthlyRent: 1_200_000,
      deposit: 4_800_000,
    });
    const [applied] = await stores.changes.of(id);
    expect(applied).toMatchObject({
      status: "applied",
      depositChange: -2_400_000,
      refundState: "due",
    });
    expect((await stores.changes.of(null)).map((c) => c.id)).toEqual([asked.id]);

    const refunded = await recordSeatRefundWith(
      stores,
      asked.id,
      { method: "NEFT", reference: "UTR-BACK" },
      STAFF,
      at("2027-05-03T06:00:00Z"),
    );
    expect(refunded.refundState).toBe("refunded");
    expect(refunded.depositDocument?.number).toBe("RV/27-28/000001");
    expect(await documents(id)).toEqual([
      "receipt DR/26-27/000001 7200000",
      "refund_voucher RV/27-28/000001 2400000 (seats)",
    ]);
    await expect(
      recordSeatRefundWith(
        stores,
        asked.id,
        { method: "NEFT", reference: "X" },
        STAFF,
        at("2027-05-04T06:00:00Z"),
      ),
    ).rejects.toMatchObject({
      code: "conflict",
      message: "This seat change has no deposit refund due.",
    });

    expect(await activity(id)).toEqual([
      "seat change asked: 3 → 2 seats, from 2027-05-01",
      "seat change approved: 3 → 2 seats from 2027-05-01",
      "seats changed: 3 → 2 seats from 2027-05-01: deposit 2400000 paise to refund",
      "seat deposit refunded: RV/27-28/000001: 2400000 paise, NEFT UTR-BACK",
    ]);
  });

  it("asked on the 1st take effect on the 1st of the next month", async () => {
    const id = await desks(3);
    const asked = await requestSeatChangeWith(stores, id, 1, holder, at("2027-03-01T06:00:00Z"));
    expect(asked.effectiveDate).toBe("2027-04-01");
  });
});

describe("asking and deciding", () => {
  it("keeps offices to the calculator's sizes, one open change at a time, the holder only; a decline keeps its reason", async () => {
    const { membership } = await activeDesk(db, store, {
      offer: { ...DESK_OFFER, plan: "managed-office", seats: 2, startDate: "2027-01-01" },
    });
    const now = at("2027-01-10T06:00:00Z");
    await expect(
      requestSeatChangeWith(stores, membership.id, 3, holder, now),
    ).rejects.toMatchObject({
      code: "unprocessable",
      message: "An office comes in the calculator's sizes: 2, 4, 6, 15, 24 or 35 seats.",
    });
    await expect(
      requestSeatChangeWith(
        stores,
        membership.id,
        4,
        { actor: "x", holderId: "someone-else" },
        now,
      ),
    ).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the membership's holder can do this.",
    });

    const asked = await requestSeatChangeWith(stores, membership.id, 4, holder, now);
    await expect(
      requestSeatChangeWith(stores, membership.id, 6, holder, now),
    ).rejects.toMatchObject({
      code: "conflict",
      message:
        "A seat change is already waiting for the club: ask again once it is decided or in force.",
    });
    const declined = await declineSeatChangeWith(
      stores,
      asked.id,
      "No 4-seat office is free until June.",
      STAFF,
      at("2027-01-11T06:00:00Z"),
    );
    expect(declined).toMatchObject({
      status: "declined",
      declineReason: "No 4-seat office is free until June.",
    });
    await expect(
      approveSeatChangeWith(stores, SUPPLIER, asked.id, STAFF, at("2027-01-11T07:00:00Z")),
    ).rejects.toMatchObject({
      code: "conflict",
      message: "This seat change has been decided already.",
    });
    expect(await activity(membership.id)).toEqual([
      "seat change asked: 2 → 4 seats",
      "seat change declined: 2 → 4 seats: No 4-seat office is free until June.",
    ]);
    // Decided, so a new request may be made.
    expect((await requestSeatChangeWith(stores, membership.id, 6, holder, now)).status).toBe(
      "pending",
    );
  });
});
