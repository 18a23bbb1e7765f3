/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import type { IssuedInvoice } from "@/lib/invoices/types";
import {
  buyerOf,
  depositOf,
  firstPeriod,
  membershipInvoiceDraft,
  rentOf,
} from "@/lib/memberships/billing";
import { pdfTexts } from "../../support/pdf-texts";
import { CLUB, DELHI_GSTIN, meetingRoomInvoice } from "./fixtures";

const issued = (draft: Omit<IssuedInvoice, "series" | "number" | "issuedAt">): IssuedInvoice => ({
  ...draft,
  series: "invoice",
  number: "LC/26-27/000007",
  issuedAt: new Date("2026-11-26T10:00:00Z"),
});

const desk = {
  term: "monthly" as const,
  monthlyRent: 600_000,
  startDate: "2026-12-17",
  endDate: null,
};
/** The Delhi company's billing address, as staff enter it on the membership. */
const DELHI_ADDRESS = "4th Floor, 12 Barakhamba Road, Connaught Place, New Delhi 110001";
const deskInvoice = (gstin?: string) =>
  issued(
    membershipInvoiceDraft({
      supplier: CLUB,
      buyer: buyerOf(
        gstin ? "Rohan Mehta" : "Asha Verma",
        gstin
          ? {
              legalName: "Mehta Analytics LLP",
              gstin,
              billingAddress: DELHI_ADDRESS,
              stateCode: gstin.slice(0, 2),
            }
          : null,
      ),
      plan: "dedicated-desk",
      seats: 1,
      period: firstPeriod(desk),
      rent: rentOf(firstPeriod(desk), desk),
    }),
  );

/** Every kind of tax invoice the club issues: a booking's (and a store order's: the same renderer), a membership's. */
const DOCUMENTS = {
  booking: issued(meetingRoomInvoice()),
  membership: deskInvoice(),
  membershipToDelhiCompany: deskInvoice(DELHI_GSTIN),
  membershipToUnregisteredCompany: issued(
    membershipInvoiceDraft({
      supplier: CLUB,
      buyer: buyerOf("Kabir Rao", {
        legalName: "Rao Studio",
        billingAddress: "B-12 Sector 18, Noida",
        stateCode: "09",
      }),
      plan: "dedicated-desk",
      seats: 1,
      period: firstPeriod(desk),
      rent: rentOf(firstPeriod(desk), desk),
    }),
  ),
};
type Name = keyof typeof DOCUMENTS;

/** poppler's `pdftotext -layout`, as the issue reads it back; absent poppler, pdf.js's text. */
function layoutText(pdf: Uint8Array): string | null {
  if (!existsSync("/usr/bin/pdftotext")) return null;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "rule46-")), "invoice.pdf");
  writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
}

describe("rule 46 of the CGST Rules on every tax invoice", () => {
  const text = {} as Record<Name, string>;
  const layout = {} as Record<Name, string | null>;
  beforeAll(async () => {
    const names = Object.keys(DOCUMENTS) as Name[];
    const pdfs = await Promise.all(names.map((name) => renderInvoicePdf(DOCUMENTS[name])));
    const texts = await pdfTexts(pdfs);
    names.forEach((name, i) => {
      text[name] = texts[i]!;
      layout[name] = layoutText(pdfs[i]!);
    });
  }, 60_000);

  it.each(Object.keys(DOCUMENTS) as Name[])("%s: says whether tax is on reverse charge", (name) => {
    expect(text[name]).toContain("Reverse charge: No");
  });

  it.each(Object.keys(DOCUMENTS) as Name[])("%s: keeps the table's headers apart", (name) => {
    const header = text[name].split("\n").find((line) => line.startsWith("Description"));
    expect(header).toMatch(/^Description SAC\/HSN Qty Taxable value (CGST\+SGST|IGST) Amount$/);
    const layoutHeader = layout[name]?.split("\n").find((line) => line.includes("Description"));
    if (layout[name] !== null) {
      expect(layoutHeader).toMatch(/Taxable value {2,}(CGST\+SGST|IGST) {2,}Amount/);
    }
  });

  it("prints a membership's first invoice with the worked example's figures, and no deposit", () => {
    for (const expected of [
      "Dedicated Desk, 1 seat, 17 Dec 2026 to 31",
      "SAC 997212",
      "2,903.23",
      "CGST @ 9% 261.29",
      "SGST @ 9% 261.29",
      "Total 3,425.81",
    ]) {
      expect(text.membership).toContain(expected);
    }
    expect(text.membership).not.toMatch(/deposit/i);
    expect(depositOf("dedicated-desk", 600_000)).toBe(2_400_000);
  });

  it("bills the 17 December desk to a Delhi company in Uttar Pradesh: CGST + SGST, no IGST (s.12(3))", () => {
    const delhi = text.membershipToDelhiCompany;
    expect(delhi).toContain("Place of supply: 09 Uttar Pradesh");
    expect(delhi).toContain("CGST @ 9% 261.29");
    expect(delhi).toContain("SGST @ 9% 261.29");
    expect(delhi).toContain("Total 3,425.81");
    expect(delhi).not.toContain("IGST");
    const layoutText = layout.membershipToDelhiCompany;
    if (layoutText !== null) {
      expect(layoutText).toMatch(/Place of supply: 09 Uttar Pradesh/);
      expect(layoutText).toMatch(/CGST @ 9% +261\.29/);
      expect(layoutText).not.toContain("IGST");
      if (process.env.TAX_PDF_DUMP) writeFileSync(process.env.TAX_PDF_DUMP, layoutText);
    }
  });

  it("names a registered recipient by legal name, address, state and code, and GSTIN (46(e))", () => {
    const lines = text.membershipToDelhiCompany.split("\n");
    const billTo = lines.indexOf("Bill to");
    expect(lines.slice(billTo + 1, billTo + 6)).toEqual([
      "Mehta Analytics LLP",
      "Rohan Mehta",
      DELHI_ADDRESS,
      "State: Delhi, code 07",
      `GSTIN: ${DELHI_GSTIN}`,
    ]);
  });

  it("names an unregistered company by name, address and state, with no GSTIN (46(f))", () => {
    const lines = text.membershipToUnregisteredCompany.split("\n");
    const billTo = lines.indexOf("Bill to");
    expect(lines.slice(billTo + 1, billTo + 5)).toEqual([
      "Rao Studio",
      "Kabir Rao",
      "B-12 Sector 18, Noida",
      "State: Uttar Pradesh, code 09",
    ]);
    // The club's own GSTIN only.
    expect(text.membershipToUnregisteredCompany.match(/GSTIN:/g)).toHaveLength(1);
  });
});
