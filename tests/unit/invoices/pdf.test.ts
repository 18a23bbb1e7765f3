/** @jest-environment node */
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import type { IssuedInvoice } from "@/lib/invoices/types";
import { pdfTexts as textsOf } from "../../support/pdf-texts";
import { MAHARASHTRA_GSTIN, meetingRoomInvoice } from "./fixtures";

const issued = (overrides: Partial<IssuedInvoice> = {}): IssuedInvoice => ({
  ...meetingRoomInvoice(),
  series: "invoice",
  number: "LC/26-27/000001",
  issuedAt: new Date("2026-11-24T10:00:00Z"),
  ...overrides,
});

const DOCUMENTS = {
  withinState: issued(),
  toCompanyInMaharashtra: issued(
    meetingRoomInvoice({
      name: "Rohan Mehta",
      company: "Mehta Analytics LLP",
      gstin: MAHARASHTRA_GSTIN,
    }),
  ),
  creditNote: issued({
    series: "credit_note",
    number: "CN/26-27/000001",
    creditNoteFor: "LC/26-27/000001",
  }),
  devanagariName: issued(meetingRoomInvoice({ name: "आशा Verma" })),
};

describe("the invoice PDF", () => {
  const pdfs = {} as Record<keyof typeof DOCUMENTS, Uint8Array>;
  const text = {} as Record<keyof typeof DOCUMENTS, string>;
  beforeAll(async () => {
    const names = Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[];
    for (const name of names) pdfs[name] = await renderInvoicePdf(DOCUMENTS[name]);
    const texts = await textsOf(names.map((name) => pdfs[name]));
    names.forEach((name, i) => (text[name] = texts[i]!));
  }, 60_000);

  it("is a PDF", () => {
    expect(Buffer.from(pdfs.withinState.subarray(0, 5)).toString()).toBe("%PDF-");
  });

  it("prints the club, the number, the buyer, the line, each tax, the total and the words", () => {
    for (const expected of [
      "Lotus Club Workspaces Pvt. Ltd.",
      "Lotus Business Park, Sector 127, Noida, Uttar Pradesh 201313, India",
      "GSTIN: 09AADCL4821K1ZC",
      "TAX INVOICE",
      "Invoice No: LC/26-27/000001",
      "Date: 24 November 2026",
      "Place of supply: 09 Uttar Pradesh",
      "Asha Verma",
      "4-Seater Meeting Room, 3 hours",
      "SAC 997212",
      "Taxable value",
      "1,800.00",
      "CGST @ 9%",
      "SGST @ 9%",
      "162.00",
      "Total",
      "2,124.00",
      "Amount in words: Rupees Two Thousand One Hundred Twenty Four Only",
    ]) {
      expect(text.withinState).toContain(expected);
    }
    expect(text.withinState).not.toContain("IGST");
  });

  it("prints the company, its state and GSTIN, and CGST + SGST: the room is in Uttar Pradesh", () => {
    expect(text.toCompanyInMaharashtra).toContain("Mehta Analytics LLP");
    expect(text.toCompanyInMaharashtra).toContain(`GSTIN: ${MAHARASHTRA_GSTIN}`);
    expect(text.toCompanyInMaharashtra).toContain("State: Maharashtra, code 27");
    expect(text.toCompanyInMaharashtra).toContain("Place of supply: 09 Uttar Pradesh");
    expect(text.toCompanyInMaharashtra).toContain("CGST @ 9% 162.00");
    expect(text.toCompanyInMaharashtra).not.toContain("IGST");
  });

  it("titles a credit note and names the invoice it credits", () => {
    expect(text.creditNote).toContain("CREDIT NOTE");
    expect(text.creditNote).toContain("Credit note No: CN/26-27/000001");
    expect(text.creditNote).toContain("Against invoice: LC/26-27/000001");
  });

  it("prints a name its font cannot draw with question marks instead of failing", () => {
    expect(text.devanagariName).toContain("??? Verma");
  });
});
