/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { endEarlyWith, giveNoticeWith, recordDepositRefundWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { acceptOffer, createOffer, getOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { memberViewWith, staffViewWith } from "@/lib/memberships/views";
import {
  activeDesk,
  at,
  DESK_OFFER,
  HOLDER,
  offerToken,
  resetMemberships,
  SUPPLIER,
} from "./membership-db";
import { setUpMembershipDb } from "./membership-suite";

let db: PGlite;
let store: MembershipStore;
setUpMembershipDb((opened) => ({ db, store } = opened));

const invoiceRows = async () =>
  (
    await db.query<{ period_start: Date; number: string; amount_due_paise: string }>(
      `select mi.period_start, i.number, mi.amount_due_paise from public.membership_invoices mi
       join public.invoices i on i.id = mi.invoice_id order by i.issued_at, i.number`,
    )
  ).rows.map((r) => ({
    period: r.period_start.toISOString().slice(0, 10),
    number: r.number,
    amountDue: Number(r.amount_due_paise),
  }));

const outbox = async (template: string) =>
  (
    await db.query<{ source_id: string; recipient: string; payload: Record<string, unknown> }>(
      "select source_id, recipient, payload from public.outbox where template = $1 order by created_at, source_id",
      [template],
    )
  ).rows;

describe("offer and acceptance", () => {
  it("e-mails a review link whose token is stored only as a hash, and shows the first invoice", async () => {
    const made = await createOffer(
      store,
      DESK_OFFER,
      "desk@lotusclub.in",
      at("2026-11-26T06:00:00Z"),
      false,
    );
    const token = await offerToken(db, made.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query("select 1 from public.memberships where offer_token_hash = $1", [
      token,
    ]);
    expect(stored.rows).toHaveLength(0);
    const view = await getOffer(store, token, SUPPLIER, false);
    expect(view?.firstInvoice).toMatchObject({
      rent: 290_323,
      cgst: 26_129,
      sgst: 26_129,
      invoiceTotal: 342_581,
      deposit: 2_400_000,
    });
    expect(view?.termsVersion).toBe("terms-2026-11-28");
    expect(await getOffer(store, "not-a-token", SUPPLIER, false)).toBeNull();
  });

  it("records the acceptance and issues the first invoice in the series; active once it is paid", async () => {
    const { membership, firstInvoiceId } = await activeDesk(db, store, { paid: false });
    const accepted = (await store.byId(membership.id))!;
    expect(accepted.terms_version).toBe("terms-2026-11-28");
    expect(accepted.status).toBe("offered");
    expect(await invoiceRows()).toEqual([
      { period: "2026-12-17", number: "LC/26-27/000001", amountDue: 342_581 + 2_400_000 },
    ]);
    const [issuedMail] = await outbox("membership-invoice");
    expect(issuedMail).toMatchObject({ source_id: firstInvoiceId, recipient: "asha@example.com" });
    expect(issuedMail!.payload).toMatchObject({
      kind: "issued",
      number: "LC/26-27/000001",
      amount_due: 2_742_581,
    });

    await store.settleInvoice(firstInvoiceId, "cash", "R-1", "desk", at("2026-11-27T06:00:00Z"));
    expect(await store.byId(membership.id)).toMatchObject({
      status: "active",
      deposit_state: "held",
    });
  });

  it("refuses a second acceptance by someone else", async () => {
    const { token } = await activeDesk(db, store);
    await expect(
      acceptOffer(
        store,
        token,
        "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        SUPPLIER,
        at("2026-11-28T06:00:00Z"),
        false,
      ),
    ).rejects.toThrow("This offer can no longer be accepted. Ask the club for a new one.");
  });
});

describe("the billing run", () => {
  it("issues January's invoice on the 1st in club time, once, however often it runs", async () => {
    await activeDesk(db, store);
    // 31 Dec 18:29 UTC is still 31 Dec in Noida: nothing yet.
    expect((await runBillingWith(store, SUPPLIER, at("2026-12-31T18:29:00Z"))).issued).toBe(0);
    expect((await runBillingWith(store, SUPPLIER, at("2026-12-31T18:31:00Z"))).issued).toBe(1);
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-01T05:00:00Z"))).issued).toBe(0);
    expect(await invoiceRows()).toEqual([
      { period: "2026-12-17", number: "LC/26-27/000001", amountDue: 2_742_581 },
      { period: "2027-01-01", number: "LC/26-27/000002", amountDue: 708_000 },
    ]);
  });

  it("issues one invoice when two runs race", async () => {
    await activeDesk(db, store);
    const reports = await Promise.all([
      runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z")),
      runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z")),
    ]);
    expect(reports.map((r) => r.issued).sort()).toEqual([0, 1]);
    expect((await invoiceRows()).map((r) => r.number)).toEqual([
      "LC/26-27/000001",
      "LC/26-27/000002",
    ]);
  });

  it("refuses a second invoice for a period in the database itself", async () => {
    const { membership } = await activeDesk(db, store);
    await expect(
      db.query(
        `insert into public.membership_invoices (membership_id, period_start, period_end, is_first,
           issued_at, due_date, rent_paise, invoice_total_paise, amount_due_paise)
         values ($1, '2026-12-17', '2026-12-31', false, now(), '2026-12-17', 1, 1, 1)`,
        [membership.id],
      ),
    ).rejects.toThrow(/membership_invoices_period_key/);
  });

  it("numbers across 1 April: March in 2026-27, April starts 2027-28 at 000001", async () => {
    await activeDesk(db, store);
    await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
    await runBillingWith(store, SUPPLIER, at("2027-04-01T03:00:00Z"));
    expect((await invoiceRows()).map((r) => [r.period, r.number])).toEqual([
      ["2026-12-17", "LC/26-27/000001"],
      ["2027-01-01", "LC/26-27/000002"],
      ["2027-02-01", "LC/26-27/000003"],
      ["2027-03-01", "LC/26-27/000004"],
      ["2027-04-01", "LC/27-28/000001"],
    ]);
  });

  it("bills a quarterly office every third month and an annual desk 11 months for 12", async () => {
    await activeDesk(db, store, {
      offer: {
        ...DESK_OFFER,
        plan: "managed-office",
        seats: 2,
        term: "quarterly",
        startDate: "2027-01-01",
      },
    });
    await runBillingWith(store, SUPPLIER, at("2027-06-30T03:00:00Z"));
    // 2 seats × ₹9,000 × 3 months = ₹54,000 + 18% = ₹63,720; the first adds the ₹72,000 deposit.
    expect((await invoiceRows()).map((r) => [r.period, r.amountDue])).toEqual([
      ["2027-01-01", 6_372_000 + 7_200_000],
      ["2027-04-01", 6_372_000],
    ]);
    await resetMemberships(db);
    await activeDesk(db, store, {
      offer: { ...DESK_OFFER, term: "annual", startDate: "2027-01-01" },
    });
    await runBillingWith(store, SUPPLIER, at("2028-01-01T03:00:00Z"));
    // ₹6,000 × 11 = ₹66,000 + 18% = ₹77,880 for each year.
    expect((await invoiceRows()).map((r) => [r.period, r.amountDue])).toEqual([
      ["2027-01-01", 7_788_000 + 2_400_000],
      ["2028-01-01", 7_788_000],
    ]);
  });

  it("owes each reminder once: on the due date (5th) and the 8th, while unpaid", async () => {
    await activeDesk(db, store);
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-04T03:00:00Z"))).reminders).toBe(0);
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-05T03:00:00Z"))).reminders).toBe(1);
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-05T09:00:00Z"))).reminders).toBe(0);
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-08T03:00:00Z"))).reminders).toBe(1);
    expect((await runBillingWith(store, SUPPLIER, at("2027-01-09T03:00:00Z"))).reminders).toBe(0);
    expect((await outbox("membership-invoice-reminder")).map((m) => m.payload.kind)).toEqual([
      "due",
      "late",
    ]);
    // January's invoice is overdue in January's own list; "Overdue from earlier months" (0086)
    // holds only older months' unpaid invoices.
    const staff = await staffViewWith(store, at("2027-01-09T03:00:00Z"), false);
    expect(
      staff.invoices
        .filter((i) => i.status === "overdue")
        .map((i) => [i.periodStart, i.amountDue, i.status]),
    ).toEqual([["2027-01-01", 708_000, "overdue"]]);
    expect(staff.overdue).toEqual([]);
    expect(staff.totals).toMatchObject({
      mrr: 600_000,
      seatsByPlan: { "dedicated-desk": 1 },
      overdue: { count: 1, amount: 708_000 },
    });
  });
});

describe("notice, end and the deposit", () => {
  it("ends 30 days after notice, bills up to the end date, then the deposit is due back", async () => {
    const { membership } = await activeDesk(db, store);
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    const noticed = await giveNoticeWith(
      store,
      membership.id,
      HOLDER,
      at("2027-01-20T06:00:00Z"),
      false,
    );
    expect(noticed).toMatchObject({ status: "notice", endDate: "2027-02-19" });
    expect(await outbox("membership-notice")).toHaveLength(1);
    await expect(
      giveNoticeWith(store, membership.id, HOLDER, at("2027-01-21T06:00:00Z"), false),
    ).rejects.toThrow("Notice can be given on an active membership without an end date.");

    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    // 1-19 February: ₹6,000 × 19/28 = ₹4,071.43, + 18% = ₹4,804.29.
    expect((await invoiceRows()).at(-1)).toMatchObject({
      period: "2027-02-01",
      amountDue: 407_143 + 36_643 * 2,
    });
    const view = await memberViewWith(store, HOLDER, at("2027-02-02T03:00:00Z"), SUPPLIER, "desk");
    expect(view?.nextInvoice).toBeNull();

    const report = await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
    expect(report).toMatchObject({ issued: 0, ended: 1 });
    expect(await store.byId(membership.id)).toMatchObject({
      status: "ended",
      deposit_state: "refund-due",
    });
    const refunded = await recordDepositRefundWith(
      store,
      membership.id,
      {
        method: "NEFT",
        reference: "UTR778",
        deduction: 150_000,
        deductionReason: "Lost access card",
      },
      "desk",
      at("2027-03-05T06:00:00Z"),
      false,
    );
    expect(refunded.deposit).toMatchObject({
      state: "refunded",
      refundDueBy: "2027-03-21",
      refund: { method: "NEFT", reference: "UTR778", deduction: 150_000, amount: 2_250_000 },
    });
    expect(await outbox("membership-deposit-refunded")).toHaveLength(1);
  });

  it("lets staff end a membership early with a reason in the activity log, or cancel an offer", async () => {
    const { membership } = await activeDesk(db, store);
    const ended = await endEarlyWith(
      store,
      membership.id,
      { endDate: "2027-01-10", reason: "Moved to Bengaluru" },
      "desk@lotusclub.in",
      at("2027-01-02T06:00:00Z"),
      false,
    );
    expect(ended).toMatchObject({
      status: "notice",
      endDate: "2027-01-10",
      endReason: "Moved to Bengaluru",
    });
    const log = await store.activityOf(membership.id);
    expect(log.map((e) => [e.action, e.detail])).toContainEqual([
      "ended early",
      "2027-01-10: Moved to Bengaluru",
    ]);
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    // January is billed up to the 10th: ₹6,000 × 10/31 = ₹1,935.48.
    expect((await invoiceRows()).at(-1)).toMatchObject({
      period: "2027-01-01",
      amountDue: 193_548 + 17_419 * 2,
    });

    const offered = await createOffer(
      store,
      { ...DESK_OFFER, holderEmail: "ravi@example.com" },
      "desk",
      at("2026-11-26T06:00:00Z"),
      false,
    );
    const cancelled = await endEarlyWith(
      store,
      offered.id,
      { endDate: "2026-12-01", reason: "Chose another space" },
      "desk",
      at("2026-11-27T06:00:00Z"),
      false,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", endDate: null });
  });

  it("lets only the holder give notice", async () => {
    const { membership } = await activeDesk(db, store);
    await expect(
      giveNoticeWith(
        store,
        membership.id,
        "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        at("2027-01-20T06:00:00Z"),
        false,
      ),
    ).rejects.toThrow("Only the membership's holder can do this.");
  });
});
