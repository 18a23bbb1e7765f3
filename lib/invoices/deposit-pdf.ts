import "server-only";
import { formatClubLongDate } from "@/lib/format";
import { documentHead, figures, wrap } from "@/lib/invoices/pdf";
import type { DepositDocument } from "@/lib/invoices/types";
import { amountInWords } from "@/lib/invoices/words";
import type { Paise } from "@/lib/pricing/money";

/** The titles and what each document says the money was. */
const TITLES = { receipt: "RECEIPT", refund_voucher: "REFUND VOUCHER" } as const;
const NUMBER_LABELS = { receipt: "Receipt No", refund_voucher: "Voucher No" } as const;

/**
 * A deposit's receipt or refund voucher as an A4 PDF, drawn like the tax invoice (lib/invoices/pdf.ts)
 * but saying plainly what it is not: a refundable security deposit is not a supply, so no GST is
 * charged and no tax invoice names it.
 */
export async function renderDepositDocumentPdf(doc: DepositDocument): Promise<Uint8Array> {
  const title = TITLES[doc.kind];
  const facts = [
    `${NUMBER_LABELS[doc.kind]}: ${doc.number}`,
    `Date: ${formatClubLongDate(doc.issuedAt)}`,
  ];
  const head = await documentHead(title, doc.number, doc.supplier, facts);
  const { pdf, w, fonts, left, right } = head;
  let { y } = head;

  w.text(doc.kind === "receipt" ? "Received from" : "Paid to", left, y, { bold: true });
  y -= 12;
  const payer = [
    doc.payer.company,
    doc.payer.name,
    ...(doc.payer.address ? wrap(fonts.regular, 9, doc.payer.address, 280) : []),
    doc.payer.gstin ? `GSTIN: ${doc.payer.gstin}` : undefined,
  ].filter((line): line is string => Boolean(line));
  for (const line of payer) {
    w.text(line, left, y);
    y -= 12;
  }
  y -= 12;

  w.text("Amounts in INR", left, y, { size: 8 });
  y -= 14;
  w.rule(y + 10);
  const rows: [string, Paise, boolean][] =
    doc.kind === "receipt"
      ? [["Refundable security deposit received", doc.amount, true]]
      : [
          ["Refundable security deposit held", doc.deposit, false],
          ...(doc.deduction > 0
            ? [
                [`Less: ${doc.deductionReason ?? "deduction"}`, -doc.deduction, false] as [
                  string,
                  Paise,
                  boolean,
                ],
              ]
            : []),
          ["Refunded", doc.amount, true],
        ];
  for (const [label, amount, bold] of rows) {
    w.text(label, left, y, { bold });
    w.textRight(amount < 0 ? `-${figures(-amount)}` : figures(amount), right, y, { bold });
    y -= 14;
  }
  w.rule(y + 8);
  y -= 8;
  for (const line of wrap(
    fonts.regular,
    9,
    `Amount in words: ${amountInWords(doc.amount)}`,
    right - left,
  )) {
    w.text(line, left, y);
    y -= 12;
  }
  if (doc.method || doc.reference) {
    w.text(`Paid by: ${[doc.method, doc.reference].filter(Boolean).join(", reference ")}`, left, y);
    y -= 12;
  }
  y -= 8;
  for (const line of wrap(
    fonts.regular,
    9,
    "A refundable security deposit is not a supply: no GST is charged on it and it is on no tax invoice.",
    right - left,
  )) {
    w.text(line, left, y);
    y -= 12;
  }
  y -= 16;
  w.text("This is a computer-generated document and needs no signature.", left, y, { size: 8 });
  return pdf.save();
}

/** `DR-26-27-000001.pdf`: the number, with the slashes a file name cannot hold. */
export const depositDocumentFilename = (doc: Pick<DepositDocument, "number">) =>
  `${doc.number.replace(/\//g, "-")}.pdf`;
