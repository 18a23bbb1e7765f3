/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { renderDepositDocumentPdf } from "@/lib/invoices/deposit-pdf";
import { composeMessage } from "@/lib/mail/templates";
import { giveNoticeWith, recordDepositRefundWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { createOffer } from "@/lib/memberships/offers";
import { depositDocumentsOfWith, depositDocumentWith } from "@/lib/memberships/deposit-documents";
import type { MembershipStore } from "@/lib/memberships/store";
import { invoicesCsvStream } from "@/lib/memberships/csv";
import { streamInvoicesIssued } from "@/lib/memberships/invoice-export";
import { memberViewWith, staffViewWith } from "@/lib/memberships/views";
import { pdfTexts } from "../../support/pdf-texts";
import { activeDesk, at, DESK_OFFER, HOLDER, SUPPLIER } from "./membership-db";
import { setUpMembershipDb } from "./membership-suite";

let db: PGlite;
let store: MembershipStore;
setUpMembershipDb((opened) => ({ db, store } = opened));

/** Ends the desk (notice on 1 Dec, billed through), so its deposit falls due for refund. */
async function endAndRefund(membershipId: string, deduction = 50_000) {
  await giveNoticeWith(store, membershipId, HOLDER, at("2026-12-01T06:00:00Z"), false);
  await runBillingWith(store, SUPPLIER, at("2027-01-05T03:00:00Z"));
  return recordDepositRefundWith(
    store,
    membershipId,
    { method: "NEFT", reference: "UTR-77", deduction, deductionReason: "Lost access card" },
    "desk@lotusclub.in",
    at("2027-01-10T06:00:00Z"),
    false,
  );
}

/** 0041: the refundable deposit's own documents, issued by the database as it changes state. */
describe("the security deposit's receipt and refund voucher", () => {
  it("issues receipt DR/26-27/000001 for ₹24,000 when the first invoice is paid at the desk, and e-mails it", async () => {
    const { membership } = await activeDesk(db, store);
    const [receipt, ...rest] = await depositDocumentsOfWith(store, membership.id);
    expect(rest).toEqual([]);
    expect(receipt).toMatchObject({
      kind: "receipt",
      number: "DR/26-27/000001",
      amount: 2_400_000,
      deposit: 2_400_000,
      deduction: 0,
      method: "UPI",
      reference: "UTR1",
      payer: { name: "Asha Verma" },
      supplier: SUPPLIER,
      userId: HOLDER,
    });
    expect(receipt!.issuedAt.toISOString()).toBe("2026-11-27T06:00:00.000Z");

    const { rows } = await db.query<{ recipient: string; payload: unknown }>(
      "select recipient, payload from public.outbox where template = 'membership-deposit-receipt'",
    );
    expect(rows).toHaveLength(1);
    const mail = await composeMessage(
      {
        template: "membership-deposit-receipt",
        recipient: rows[0]!.recipient,
        payload: rows[0]!.payload,
      },
      { from: "club@example.com", staffAlertTo: "desk@example.com" },
    );
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toBe("Receipt DR/26-27/000001: your security deposit of ₹24,000");
    expect(mail.attachments?.[0]).toMatchObject({
      filename: "DR-26-27-000001.pdf",
      contentType: "application/pdf",
    });
  });

  it("keeps the deposit off the tax invoice: the invoice is ₹3,425.81, the receipt ₹24,000", async () => {
    const { membership } = await activeDesk(db, store);
    const { rows } = await db.query<{ total: number; lines: number }>(
      `select i.total_paise::int as total, jsonb_array_length(i.lines) as lines from public.invoices i
       where i.subject_id = $1`,
      [membership.id],
    );
    expect(rows).toEqual([{ total: 342_581, lines: 1 }]);
  });

  it("issues no receipt before the deposit is paid, and only one however often it is settled", async () => {
    const { membership, firstInvoiceId } = await activeDesk(db, store, { paid: false });
    expect(await depositDocumentsOfWith(store, membership.id)).toEqual([]);
    await store.settleInvoice(
      firstInvoiceId,
      "online",
      "pay_1",
      "razorpay",
      at("2026-11-27T06:00:00Z"),
    );
    await store.settleInvoice(firstInvoiceId, "cash", "R-2", "desk", at("2026-11-28T06:00:00Z"));
    const documents = await depositDocumentsOfWith(store, membership.id);
    expect(documents.map((d) => [d.number, d.method, d.reference])).toEqual([
      ["DR/26-27/000001", "online", "pay_1"],
    ]);
  });

  it("issues refund voucher RV/26-27/000001 for ₹23,500 when staff refund it less ₹500 kept back", async () => {
    const { membership } = await activeDesk(db, store);
    await endAndRefund(membership.id);
    const documents = await depositDocumentsOfWith(store, membership.id);
    expect(documents.map((d) => d.number)).toEqual(["DR/26-27/000001", "RV/26-27/000001"]);
    expect(documents[1]).toMatchObject({
      kind: "refund_voucher",
      deposit: 2_400_000,
      amount: 2_350_000,
      deduction: 50_000,
      deductionReason: "Lost access card",
      method: "NEFT",
      reference: "UTR-77",
    });
    expect(documents[1]!.issuedAt.toISOString()).toBe("2027-01-10T06:00:00.000Z");
  });

  it("prints the receipt and the voucher: no GST, the amount in words", async () => {
    const { membership } = await activeDesk(db, store);
    await endAndRefund(membership.id);
    const [receipt, voucher] = await depositDocumentsOfWith(store, membership.id);
    const [receiptText, voucherText] = await pdfTexts([
      await renderDepositDocumentPdf(receipt!),
      await renderDepositDocumentPdf(voucher!),
    ]);
    for (const expected of [
      "RECEIPT",
      "Receipt No: DR/26-27/000001",
      "Date: 27 November 2026",
      "Received from",
      "Asha Verma",
      "Refundable security deposit received 24,000.00",
      "Amount in words: Rupees Twenty Four Thousand Only",
      "Paid by: UPI, reference UTR1",
      "A refundable security deposit is not a supply: no GST is charged on it",
    ]) {
      expect(receiptText).toContain(expected);
    }
    expect(receiptText).not.toMatch(/CGST|SGST|IGST|SAC/);
    for (const expected of [
      "REFUND VOUCHER",
      "Voucher No: RV/26-27/000001",
      "Paid to",
      "Refundable security deposit held 24,000.00",
      "Less: Lost access card -500.00",
      "Refunded 23,500.00",
      "Rupees Twenty Three Thousand Five Hundred Only",
    ]) {
      expect(voucherText).toContain(expected);
    }
  });

  it("lists them on the holder's dashboard, and serves each PDF to its holder only", async () => {
    const { membership } = await activeDesk(db, store);
    const view = await memberViewWith(store, HOLDER, at("2026-11-28T06:00:00Z"), SUPPLIER, "desk");
    expect(view?.depositDocuments).toEqual([
      { id: expect.any(String), kind: "receipt", number: "DR/26-27/000001", amount: 2_400_000 },
    ]);
    const id = view!.depositDocuments[0]!.id;
    expect(await depositDocumentWith(store, id, HOLDER)).toMatchObject({
      membershipId: membership.id,
    });
    expect(await depositDocumentWith(store, id, "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f")).toBeNull();
    expect(await depositDocumentWith(store, id, null)).not.toBeNull();
  });

  it("numbers each series on its own, restarting on 1 April (club time), unique in the database", async () => {
    const { membership } = await activeDesk(db, store);
    const issue = async (kind: string, membershipId: string, at: string) =>
      (
        await db.query<{ number: string }>(
          "select number from public.issue_deposit_document($1, $2, $3, $4)",
          [
            kind,
            membershipId,
            at,
            JSON.stringify({
              supplier: SUPPLIER,
              payer_name: "A",
              deposit_paise: 100,
              amount_paise: 100,
            }),
          ],
        )
      ).rows[0]!.number;
    // Another membership's receipt in the next financial year: 000001 of 27-28.
    const other = await createOffer(
      store,
      { ...DESK_OFFER, holderEmail: "b@example.com", startDate: "2027-04-01" },
      "desk@lotusclub.in",
      at("2027-03-20T06:00:00Z"),
      false,
    );
    expect(await issue("receipt", other.id, "2027-03-31T18:30:00Z")).toBe("DR/27-28/000001");
    // Issuing again for the same membership returns the first number.
    expect(await issue("receipt", membership.id, "2027-05-01T00:00:00Z")).toBe("DR/26-27/000001");
    await expect(
      db.query(
        "update public.deposit_documents set number = 'DR/26-27/000001' where membership_id = $1",
        [other.id],
      ),
    ).rejects.toThrow(/deposit_documents_number_key/);
  });

  it("shows staff rent, GST and deposit apart, adding up: Paid ₹27,425.81 = ₹3,425.81 + ₹24,000.00", async () => {
    await activeDesk(db, store);
    const { totals } = await staffViewWith(store, at("2026-11-28T06:00:00Z"), false);
    expect(totals.thisMonth.paid).toBe(2_742_581);
    expect(totals.paidApart).toEqual({ invoices: 342_581, deposits: 2_400_000 });
    const csv = await new Response(
      invoicesCsvStream(streamInvoicesIssued(store, "2026-11-01", "2026-11-30")),
    ).text();
    const [header, row] = csv
      .trim()
      .split("\n")
      .map((line: string) => line.split(","));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell("Total"), cell("Security deposit (no GST)"), cell("Amount due")]).toEqual([
      "3425.81",
      "24000.00",
      "27425.81",
    ]);
  });

  it("documents a deposit that any other path marks received and refunded, for all of it", async () => {
    // As a refund through the gateway might: straight from 'due' to refund due, then refunded
    // with no figures of the desk's form.
    const { membership } = await activeDesk(db, store, { paid: false });
    await db.query("update public.memberships set deposit_state = 'refund-due' where id = $1", [
      membership.id,
    ]);
    await db.query(
      `update public.memberships set deposit_state = 'refunded',
         deposit_refund = '{"reference": "rfnd_1", "refunded_at": "2026-12-01T06:00:00Z"}'
       where id = $1`,
      [membership.id],
    );
    const documents = await depositDocumentsOfWith(store, membership.id);
    expect(documents.map((d) => [d.kind, d.number, d.amount, d.deduction])).toEqual([
      ["receipt", "DR/26-27/000001", 2_400_000, 0],
      ["refund_voucher", "RV/26-27/000001", 2_400_000, 0],
    ]);
  });
});
