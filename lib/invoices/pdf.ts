import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatClubLongDate } from "@/lib/format";
import { GST_STATES, placeOfSupplyLabel } from "@/lib/validation/states";
import type { Buyer, IssuedInvoice, Supplier } from "@/lib/invoices/types";
import { gstinStateCode } from "@/lib/validation/gstin";
import { formatInr, type Paise } from "@/lib/pricing/money";

/**
 * The tax invoice or credit note as an A4 PDF: the club (legal name, address, GSTIN), the number,
 * date and place of supply, the buyer, the lines with their SAC/HSN, the taxable value, each tax,
 * the total and the total in words. Drawn with pdf-lib's standard Helvetica, which has no rupee
 * sign, so amounts are printed as figures under "Amounts in INR".
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** `1,800.00`: Indian grouping, always two decimals (formatInr's digits without its sign). */
export function figures(amount: Paise): string {
  const text = formatInr(amount).replace("₹", "");
  return text.includes(".") ? text : `${text}.00`;
}

export type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * Helvetica covers Latin-1 only: the rupee sign (a gift card's "₹5,000") is written "Rs. ", and
 * any other character it cannot draw (a name in Devanagari) is printed as "?" rather than
 * failing the whole invoice.
 */
function printable(font: PDFFont, text: string): string {
  return Array.from(text, (char) => {
    if (char === "₹") return "Rs. ";
    try {
      font.encodeText(char);
      return char;
    } catch {
      return "?";
    }
  }).join("");
}

/** Words of `text` in lines no wider than `width`. */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function writer(page: PDFPage, fonts: Fonts) {
  return {
    text(text: string, x: number, y: number, options: { size?: number; bold?: boolean } = {}) {
      const font = options.bold ? fonts.bold : fonts.regular;
      page.drawText(printable(font, text), { x, y, size: options.size ?? 9, font });
    },
    /** Right-aligned at `right`. */
    textRight(
      text: string,
      right: number,
      y: number,
      options: { size?: number; bold?: boolean } = {},
    ) {
      const font = options.bold ? fonts.bold : fonts.regular;
      const size = options.size ?? 9;
      const safe = printable(font, text);
      page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font });
    },
    rule(y: number) {
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.5,
        color: RULE,
      });
    },
  };
}

/**
 * The recipient as CGST rule 46(e) names a registered one (legal name, address, state and its
 * code, GSTIN) and 46(f) an unregistered one (name, address where known). A registered buyer's
 * state is their GSTIN's when no address state was given (a booking's checkout asks no address).
 */
function recipientLines(buyer: Buyer, font: PDFFont): string[] {
  const stateCode = buyer.stateCode ?? (buyer.gstin ? gstinStateCode(buyer.gstin) : undefined);
  return [
    buyer.company,
    buyer.name,
    ...(buyer.address ? wrap(font, 9, buyer.address, 280) : []),
    stateCode ? `State: ${GST_STATES[stateCode] ?? stateCode}, code ${stateCode}` : undefined,
    buyer.gstin ? `GSTIN: ${buyer.gstin}` : undefined,
  ].filter((line): line is string => Boolean(line));
}

/**
 * A document's first page and head, shared by every document the club issues: the club (legal
 * name, address, GSTIN) on the left, the title and the document's own facts on the right. Answers
 * the page's writer and where the body starts.
 */
export async function documentHead(
  title: string,
  number: string,
  supplier: Supplier,
  facts: string[],
) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${number}`);
  pdf.setAuthor(supplier.legalName);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const w = writer(page, fonts);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  w.text(supplier.legalName, left, y, { size: 13, bold: true });
  w.textRight(title, right, y, { size: 13, bold: true });
  y -= 16;
  for (const line of wrap(fonts.regular, 9, supplier.address, 280)) {
    w.text(line, left, y);
    y -= 12;
  }
  w.text(`GSTIN: ${supplier.gstin}`, left, y, { bold: true });
  facts.forEach((fact, i) => w.textRight(fact, right, PAGE.height - PAGE.margin - 16 - i * 12));
  y = Math.min(y, PAGE.height - PAGE.margin - 16 - facts.length * 12) - 20;
  return { pdf, page, w, fonts, left, right, y };
}

export async function renderInvoicePdf(invoice: IssuedInvoice): Promise<Uint8Array> {
  const title = invoice.series === "invoice" ? "TAX INVOICE" : "CREDIT NOTE";
  const facts = [
    `${invoice.series === "invoice" ? "Invoice" : "Credit note"} No: ${invoice.number}`,
    `Date: ${formatClubLongDate(invoice.issuedAt)}`,
    `Place of supply: ${placeOfSupplyLabel(invoice.placeOfSupply)}`,
    // Rule 46(p) of the CGST Rules: whether tax is payable on reverse charge. The club's
    // services and goods are taxed forward, always.
    "Reverse charge: No",
    ...(invoice.creditNoteFor ? [`Against invoice: ${invoice.creditNoteFor}`] : []),
  ];
  const head = await documentHead(title, invoice.number, invoice.supplier, facts);
  const { pdf, page, w, fonts, left, right } = head;
  let { y } = head;

  // The buyer.
  w.text("Bill to", left, y, { bold: true });
  y -= 12;
  for (const line of recipientLines(invoice.buyer, fonts.regular)) {
    w.text(line, left, y);
    y -= 12;
  }
  y -= 12;

  // The lines.
  const interState = invoice.supply === "inter-state";
  // Right edges of the figures' columns, each at least 20 points clear of the widest header to
  // its left ("Taxable value", "CGST+SGST" in bold), so no reader runs two headers together.
  const columns = {
    code: left + 200,
    qty: left + 285,
    taxable: left + 365,
    tax: left + 440,
    amount: right,
  };
  w.text("Amounts in INR", left, y, { size: 8 });
  y -= 14;
  w.rule(y + 10);
  w.text("Description", left, y, { bold: true });
  w.text("SAC/HSN", columns.code, y, { bold: true });
  w.textRight("Qty", columns.qty, y, { bold: true });
  w.textRight("Taxable value", columns.taxable, y, { bold: true });
  w.textRight(interState ? "IGST" : "CGST+SGST", columns.tax, y, { bold: true });
  w.textRight("Amount", columns.amount, y, { bold: true });
  y -= 6;
  w.rule(y);
  y -= 12;
  for (const line of invoice.lines) {
    // One page holds a booking's line or a store order of a few dozen; nothing sells more at once.
    if (y < PAGE.margin + 160) throw new RangeError("More invoice lines than one page holds");
    const description = wrap(fonts.regular, 9, line.description, columns.code - left - 10);
    if (line.taxCode.scheme !== "none") {
      w.text(`${line.taxCode.scheme} ${line.taxCode.code}`, columns.code, y);
    }
    w.textRight(String(line.quantity), columns.qty, y);
    w.textRight(figures(line.taxableValue), columns.taxable, y);
    w.textRight(figures(line.cgst + line.sgst + line.igst), columns.tax, y);
    w.textRight(figures(line.total), columns.amount, y);
    for (const part of description) {
      w.text(part, left, y);
      y -= 12;
    }
  }
  w.rule(y + 6);
  y -= 10;

  // The summary: taxable value, each tax line, the total.
  const summary: [string, Paise, boolean][] = [
    ["Taxable value", invoice.taxableValue, false],
    ...invoice.taxLines.map((tax): [string, Paise, boolean] => [tax.label, tax.amount, false]),
    ...(invoice.roundOff
      ? [["Round off", invoice.roundOff, false] as [string, Paise, boolean]]
      : []),
    ["Total", invoice.total, true],
    // The buyer's TDS on rent: the tax is still charged in full; the buyer pays the net.
    ...(invoice.tdsReceivable
      ? [
          ["TDS receivable", invoice.tdsReceivable, false] as [string, Paise, boolean],
          ["Net payable", invoice.total - invoice.tdsReceivable, true] as [string, Paise, boolean],
        ]
      : []),
  ];
  for (const [label, amount, bold] of summary) {
    w.textRight(label, columns.tax, y, { bold });
    w.textRight(figures(amount), columns.amount, y, { bold });
    y -= 13;
  }
  y -= 8;
  for (const line of wrap(
    fonts.regular,
    9,
    `Amount in words: ${invoice.amountInWords}`,
    right - left,
  )) {
    w.text(line, left, y);
    y -= 12;
  }
  y -= 16;
  page.drawText("This is a computer-generated document and needs no signature.", {
    x: left,
    y,
    size: 8,
    font: fonts.regular,
    color: GREY,
  });
  return pdf.save();
}

/** `LC-26-27-000001.pdf`: the number, with the slashes a file name cannot hold. */
export const invoiceFilename = (invoice: Pick<IssuedInvoice, "number">) =>
  `${invoice.number.replace(/\//g, "-")}.pdf`;
