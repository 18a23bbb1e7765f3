/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import {
  collectionsViewWith,
  recordTdsCertificateWith,
  setTdsWith,
} from "@/lib/memberships/collections-view";
import { acceptOffer, createOffer, getOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { memberViewWith } from "@/lib/memberships/views";
import type { MembershipOfferInput } from "@/lib/memberships/types";
import { pdfTexts } from "../../support/pdf-texts";
import { at, HOLDER, offerToken, resetMemberships, SUPPLIER } from "./membership-db";
import { setUpMembershipDb } from "./membership-suite";

let db: PGlite;
let store: MembershipStore;
setUpMembershipDb(
  (opened) => ({ db, store } = opened),
  async (fresh) => {
    await fresh.exec("delete from public.membership_tds_certificates");
    await resetMemberships(fresh);
  },
);

/** A two-seat managed office (₹18,000 a month) for a company that deducts TDS, from 1 January 2027. */
const OFFICE: MembershipOfferInput = {
  plan: "managed-office",
  seats: 2,
  term: "monthly",
  startDate: "2027-01-01",
  holderName: "Ravi Menon",
  holderEmail: "ravi@kestrel.example",
  company: {
    legalName: "Kestrel Labs Pvt Ltd",
    billingAddress: "12 Sector 62, Noida",
    stateCode: "09",
  },
};

/** The office offered, marked "deducts TDS" at `rate` %, accepted (first invoice issued). */
async function officeWithTds(rate = 10) {
  const made = await createOffer(
    store,
    OFFICE,
    "desk@lotusclub.in",
    at("2026-12-20T06:00:00Z"),
    false,
  );
  await setTdsWith(store, made.id, rate, "desk@lotusclub.in", at("2026-12-20T06:30:00Z"));
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    HOLDER,
    SUPPLIER,
    at("2026-12-20T07:00:00Z"),
    false,
  );
  return made;
}

const stored = async (membershipId: string) =>
  (
    await db.query<{
      period_start: Date;
      invoice_total_paise: string;
      deposit_paise: string;
      tds_paise: string;
      amount_due_paise: string;
      tds_receivable_paise: string;
    }>(
      `select mi.period_start, mi.invoice_total_paise, mi.deposit_paise, mi.tds_paise,
         mi.amount_due_paise, i.tds_receivable_paise
       from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
       where mi.membership_id = $1 order by mi.period_start`,
      [membershipId],
    )
  ).rows.map((r) => ({
    period: r.period_start.toISOString().slice(0, 10),
    total: Number(r.invoice_total_paise),
    deposit: Number(r.deposit_paise),
    tds: Number(r.tds_paise),
    amountDue: Number(r.amount_due_paise),
    printed: Number(r.tds_receivable_paise),
  }));

describe("TDS on rent", () => {
  it("makes each invoice expect the net: total − 10 % of the rent (not of GST or the deposit)", async () => {
    const made = await officeWithTds();
    // ₹18,000 rent + ₹3,240 GST = ₹21,240; TDS ₹1,800; deposit ₹72,000 with the first invoice.
    expect(await stored(made.id)).toEqual([
      {
        period: "2027-01-01",
        total: 2_124_000,
        deposit: 7_200_000,
        tds: 180_000,
        amountDue: 9_144_000,
        printed: 180_000,
      },
    ]);
    const [first] = await store.invoicesOf(made.id);
    await markPaidWith(
      store,
      first!.id,
      { method: "NEFT", reference: "UTR7" },
      "desk",
      at("2027-01-02T06:00:00Z"),
    );
    await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
    expect((await stored(made.id))[1]).toEqual({
      period: "2027-02-01",
      total: 2_124_000,
      deposit: 0,
      tds: 180_000,
      amountDue: 1_944_000,
      printed: 180_000,
    });
  });

  it("shows the offer's first invoice net of the TDS once staff mark it", async () => {
    const made = await createOffer(store, OFFICE, "desk", at("2026-12-20T06:00:00Z"), false);
    const token = await offerToken(db, made.id);
    expect((await getOffer(store, token, SUPPLIER, false))!.firstInvoice).not.toHaveProperty("tds");
    await setTdsWith(store, made.id, 10, "desk", at("2026-12-20T06:30:00Z"));
    expect((await getOffer(store, token, SUPPLIER, false))!.firstInvoice).toMatchObject({
      invoiceTotal: 2_124_000,
      deposit: 7_200_000,
      tds: 180_000,
      amountDue: 9_144_000,
    });
  });

  it("e-mails the net as the amount due and shows the TDS receivable on the dashboard", async () => {
    const made = await officeWithTds();
    const { rows } = await db.query<{
      payload: { amount_due: number; invoice: { tds_receivable_paise: number } };
    }>("select payload from public.outbox where template = 'membership-invoice'");
    expect(rows[0]!.payload.amount_due).toBe(9_144_000);
    expect(rows[0]!.payload.invoice.tds_receivable_paise).toBe(180_000);

    const viewOn = async (iso: string) =>
      (await memberViewWith(store, HOLDER, at(iso), SUPPLIER, "desk"))!;
    const due = await viewOn("2026-12-21T06:00:00Z");
    expect(due.membership.tdsRateBp).toBe(1000);
    expect(due.invoices[0]).toMatchObject({ tds: 180_000, amountDue: 9_144_000 });
    const paidOn = at("2026-12-22T06:00:00Z");
    await markPaidWith(
      store,
      due.invoices[0]!.id,
      { method: "UPI", reference: "U1" },
      "desk",
      paidOn,
    );
    const view = await viewOn("2026-12-22T07:00:00Z");
    // The next invoice, as the dashboard announces it, is the net too: ₹21,240 − ₹1,800.
    expect(view.nextInvoice).toEqual({ date: "2027-02-01", amount: 1_944_000 });
    expect(made.id).toBe(view.membership.id);
  });

  it("prints the TDS receivable and the net payable on the tax invoice PDF", async () => {
    const made = await officeWithTds();
    const { rows } = await db.query<InvoiceRow>(
      "select * from public.invoices where subject_id = $1",
      [made.id],
    );
    const [text] = await pdfTexts([await renderInvoicePdf(fromInvoiceRow(rows[0]!))]);
    expect(text).toContain("TDS receivable");
    expect(text).toContain("1,800.00");
    expect(text).toContain("Net payable");
    expect(text).toContain("19,440.00");
  }, 60_000);

  it("leaves a membership without TDS as it was, and other documents' TDS empty", async () => {
    const made = await createOffer(
      store,
      OFFICE,
      "desk@lotusclub.in",
      at("2026-12-20T06:00:00Z"),
      false,
    );
    await acceptOffer(
      store,
      await offerToken(db, made.id),
      HOLDER,
      SUPPLIER,
      at("2026-12-20T07:00:00Z"),
      false,
    );
    expect(await stored(made.id)).toEqual([
      expect.objectContaining({ tds: 0, amountDue: 9_324_000, printed: 0 }),
    ]);
  });

  it("refuses a rate above 20 % and a membership that has ended", async () => {
    const made = await officeWithTds();
    await expect(
      setTdsWith(store, made.id, 25, "desk", at("2027-01-02T06:00:00Z")),
    ).rejects.toThrow(
      "Enter the TDS rate in per cent, from 0 to 20 (0 when the holder deducts none).",
    );
    await db.query("update public.memberships set status = 'ended' where id = $1", [made.id]);
    await expect(
      setTdsWith(store, made.id, 10, "desk", at("2027-01-02T06:00:00Z")),
    ).rejects.toThrow("This membership has ended already.");
  });
});

describe("TDS certificates and the TDS receivable outstanding", () => {
  it("lists TDS deducted from paid invoices by quarter until its Form 16A is recorded, once", async () => {
    const made = await officeWithTds();
    const pay = async (n: number, on: string) => {
      const invoices = await store.invoicesOf(made.id);
      const invoice = invoices.find((i) => i.status === "due");
      await markPaidWith(
        store,
        invoice!.id,
        { method: "NEFT", reference: `UTR${n}` },
        "desk",
        at(on),
      );
    };
    await pay(1, "2027-01-02T06:00:00Z");
    for (const month of ["02", "03", "04"]) {
      await runBillingWith(store, SUPPLIER, at(`2027-${month}-01T03:00:00Z`));
      await pay(Number(month), `2027-${month}-03T06:00:00Z`);
    }
    // April's invoice is issued and paid, May's is issued and unpaid: nothing deducted from it yet.
    await runBillingWith(store, SUPPLIER, at("2027-05-01T03:00:00Z"));

    // Deducted when credited, so by the invoice's date: the first invoice (January's rent) was
    // issued on 20 December, in the third quarter; February's and March's in the fourth.
    const before = await collectionsViewWith(store, at("2027-05-02T06:00:00Z"));
    expect(
      before.tdsOutstanding.map((r) => [r.holder, r.quarter, r.deducted, r.outstanding]),
    ).toEqual([
      ["Kestrel Labs Pvt Ltd", "2026-27 Q3", 180_000, 180_000],
      ["Kestrel Labs Pvt Ltd", "2026-27 Q4", 360_000, 360_000],
      ["Kestrel Labs Pvt Ltd", "2027-28 Q1", 180_000, 180_000],
    ]);

    const certificate = await recordTdsCertificateWith(
      store,
      made.id,
      { quarter: "2026-27 Q4", amount: 360_000, certificateNumber: "KSTRL16A0427" },
      "desk@lotusclub.in",
      at("2027-05-20T06:00:00Z"),
    );
    expect(certificate).toMatchObject({
      quarter: "2026-27 Q4",
      amount: 360_000,
      holder: "Kestrel Labs Pvt Ltd",
    });
    await expect(
      recordTdsCertificateWith(
        store,
        made.id,
        { quarter: "2026-27 Q4", amount: 360_000, certificateNumber: "AGAIN" },
        "desk@lotusclub.in",
        at("2027-05-21T06:00:00Z"),
      ),
    ).rejects.toThrow("This quarter's TDS certificate is recorded already.");

    const after = await collectionsViewWith(store, at("2027-05-22T06:00:00Z"));
    expect(after.tdsOutstanding.map((r) => [r.quarter, r.outstanding])).toEqual([
      ["2026-27 Q3", 180_000],
      ["2027-28 Q1", 180_000],
    ]);
    expect(after.certificates.map((c) => [c.quarter, c.certificateNumber, c.amount])).toEqual([
      ["2026-27 Q4", "KSTRL16A0427", 360_000],
    ]);
    const log = await store.activityOf(made.id);
    expect(log.map((e) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        ["TDS rate", "10 %"],
        ["TDS certificate", "2026-27 Q4 KSTRL16A0427"],
      ]),
    );
  });
});
