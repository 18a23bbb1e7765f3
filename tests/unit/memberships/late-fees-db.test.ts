/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { embeddedCaller } from "@/lib/db";
import type { InvoiceRow } from "@/lib/invoices/record";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import {
  createLateFeeStore,
  lateFeeInvoiceDraft,
  LATE_FEE_TEXT,
  oweLateFeesWith,
  reverseLateFeeWith,
  settleLateFeeWith,
  type LateFeeStore,
} from "@/lib/memberships/late-fees";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { CLUB } from "../invoices/fixtures";
import { at, DESK_OFFER, HOLDER, offerToken, resetMemberships, SUPPLIER } from "./membership-db";
import { invoiceLayoutText } from "./invoice-layout-text";
import { setUpMembershipDb } from "./membership-suite";

/**
 * Issue 36: the late fee an offer stated is invoiced: a tax invoice of its own (SAC 997212, 18 %,
 * the fee GST included), once per overdue invoice whoever runs billing, shown to the member and
 * staff, paid at the desk or reversed by staff with a credit note and a reason.
 */
let db: PGlite;
let store: MembershipStore;
let fees: LateFeeStore;
setUpMembershipDb((opened) => {
  ({ db, store } = opened);
  fees = createLateFeeStore(embeddedCaller(async () => db));
});

/** A desk offered with a 2 % late fee on 26 Nov 2026 and accepted: its first invoice (₹3,425.81 + deposit) due 17 Dec. */
async function deskWithLateFee(rateBp: number | null = 200) {
  const made = await createOffer(
    store,
    DESK_OFFER,
    "desk",
    at("2026-11-26T06:00:00Z"),
    false,
    rateBp,
  );
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    HOLDER,
    SUPPLIER,
    at("2026-11-26T07:00:00Z"),
    false,
  );
  const [first] = await store.invoicesOf(made.id);
  return { membershipId: made.id, firstId: first!.id };
}

const owe = (iso: string) => oweLateFeesWith(store, fees, SUPPLIER, at(iso));
const invoiceRow = async (id: string) =>
  (await db.query<InvoiceRow>("select * from public.invoices where id = $1", [id])).rows[0]!;

describe("the late fee's tax invoice, to the paisa", () => {
  it("is the stated rate of the invoice's total, GST inside it, under the rent's SAC and rate", () => {
    // 2 % of ₹7,080.00 = ₹141.60 = ₹120.00 + CGST ₹10.80 + SGST ₹10.80.
    const month = lateFeeInvoiceDraft({
      supplier: CLUB,
      buyer: { name: "Asha Verma" },
      overdueNumber: "LC/26-27/000002",
      dueDate: "2027-01-05",
      invoiceTotal: 708_000,
      rateBp: 200,
    });
    expect(month).toMatchObject({
      placeOfSupply: "09",
      supply: "intra-state",
      taxableValue: 12_000,
      taxLines: [
        { label: "CGST @ 9%", amount: 1_080 },
        { label: "SGST @ 9%", amount: 1_080 },
      ],
      roundOff: 0,
      total: 14_160,
    });
    expect(month.lines[0]).toMatchObject({
      description:
        "Late fee on invoice LC/26-27/000002 (2 % of its total 7,080.00, unpaid 10 days after 5 Jan 2027)",
      taxCode: { code: "997212" },
    });
    // 2 % of ₹3,425.81 = ₹68.52: ₹58.07 + ₹5.23 + ₹5.23 = ₹68.53, so a round off of −₹0.01.
    const first = lateFeeInvoiceDraft({
      supplier: CLUB,
      buyer: { name: "Asha Verma" },
      overdueNumber: "LC/26-27/000001",
      dueDate: "2026-12-17",
      invoiceTotal: 342_581,
      rateBp: 200,
    });
    expect(first).toMatchObject({ taxableValue: 5_807, roundOff: -1, total: 6_852 });
    expect(first.taxLines.map((t) => t.amount)).toEqual([523, 523]);
  });
});

describe("late fees invoiced by the billing run", () => {
  it("invoices one fee per overdue invoice once it is 10 days past due, whoever runs it and however often", async () => {
    const { membershipId, firstId } = await deskWithLateFee();
    // Due 17 Dec: nothing on the 26th (9 days), the fee on the 27th.
    expect(await owe("2026-12-26T06:00:00Z")).toBe(0);
    const [a, b] = await Promise.all([owe("2026-12-27T06:00:00Z"), owe("2026-12-27T06:00:00Z")]);
    expect(a + b).toBe(1);
    expect(await owe("2026-12-28T06:00:00Z")).toBe(0);
    const [fee, ...more] = await fees.of(membershipId);
    expect(more).toEqual([]);
    expect(fee).toMatchObject({
      membershipInvoiceId: firstId,
      overdueInvoiceNumber: "LC/26-27/000001",
      number: "LC/26-27/000002",
      feeDate: "2026-12-27",
      rateBp: 200,
      amount: 6_852,
      status: "due",
      holder: "Asha Verma",
    });
    // The database itself refuses a second fee on the same invoice.
    await expect(
      db.query(
        "insert into public.membership_late_fees (membership_id, membership_invoice_id, fee_date, rate_bp, amount_paise, issued_at) values ($1, $2, '2026-12-28', 200, 6852, now())",
        [membershipId, firstId],
      ),
    ).rejects.toThrow(/membership_late_fees_invoice_key/);
    const text = await invoiceLayoutText(await invoiceRow(fee!.invoiceId));
    expect(text).toMatch(/Late fee on invoice LC\/26-27\/000001/);
    expect(text).toMatch(/CGST @ 9%\s+5\.23/);
    expect(text).toMatch(/Total\s+68\.52/);
  });

  it("charges none without the setting, nor on an invoice paid in time, and the billing run issues them", async () => {
    const plain = await deskWithLateFee(null);
    expect(await owe("2027-01-20T06:00:00Z")).toBe(0);
    expect(await fees.of(plain.membershipId)).toEqual([]);

    await resetMemberships(db);
    const { membershipId, firstId } = await deskWithLateFee();
    await markPaidWith(
      store,
      firstId,
      { method: "UPI", reference: "U1" },
      "desk",
      at("2026-12-20T06:00:00Z"),
    );
    // January's invoice (₹7,080, due 5 Jan) unpaid: its fee on 15 Jan, from the billing run.
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    expect(await owe("2027-01-14T06:00:00Z")).toBe(0);
    expect(await owe("2027-01-15T06:00:00Z")).toBe(1);
    expect((await fees.of(membershipId)).map((f) => [f.overdueInvoiceNumber, f.amount])).toEqual([
      ["LC/26-27/000002", 14_160],
    ]);
  });
});

describe("a late fee paid or reversed", () => {
  it("reverses an unpaid fee with a credit note of its figures and the reason; a second reversal answers 409", async () => {
    const { membershipId } = await deskWithLateFee();
    await owe("2026-12-27T06:00:00Z");
    const [fee] = await fees.of(membershipId);
    const reversed = await reverseLateFeeWith(
      fees,
      fee!.id,
      "First month: waived",
      "desk@lotusclub.in",
      at("2026-12-28T06:00:00Z"),
    );
    expect(reversed).toMatchObject({
      status: "reversed",
      creditNoteNumber: "CN/26-27/000001",
      reversalReason: "First month: waived",
    });
    const note = await invoiceRow(reversed.creditNoteId!);
    expect(note).toMatchObject({ series: "credit_note", credit_note_for: fee!.invoiceId });
    expect(Number(note.total_paise)).toBe(6_852);
    await expect(
      reverseLateFeeWith(fees, fee!.id, "again", "desk", at("2026-12-28T07:00:00Z")),
    ).rejects.toMatchObject({ status: 409, message: LATE_FEE_TEXT.notDue });
    const log = await store.activityOf(membershipId);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(["late fee invoiced", "late fee reversed"]),
    );
  });

  it("records a fee paid at the desk once; a paid fee is not reversed", async () => {
    const { membershipId } = await deskWithLateFee();
    await owe("2026-12-27T06:00:00Z");
    const [fee] = await fees.of(membershipId);
    const paid = await settleLateFeeWith(
      fees,
      fee!.id,
      { method: "cash", reference: "R-7" },
      "desk",
      at("2026-12-28T06:00:00Z"),
    );
    expect(paid).toMatchObject({ status: "paid", paidAt: "2026-12-28T06:00:00.000Z" });
    await expect(
      settleLateFeeWith(
        fees,
        fee!.id,
        { method: "cash", reference: "R-8" },
        "desk",
        at("2026-12-28T07:00:00Z"),
      ),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      reverseLateFeeWith(fees, fee!.id, "late", "desk", at("2026-12-28T07:00:00Z")),
    ).rejects.toMatchObject({ status: 409 });
  });
});
