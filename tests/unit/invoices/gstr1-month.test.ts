/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { embeddedCaller } from "@/lib/db";
import { buildInvoice } from "@/lib/invoices/build";
import { renderDepositDocumentPdf } from "@/lib/invoices/deposit-pdf";
import { taxableOfInclusive } from "@/lib/invoices/gst";
import { gstr1MonthCsvWith } from "@/lib/accounts/gstr1-export";
import { issueInvoice } from "@/lib/invoices/issue";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { taxCodeOfProduct, VOUCHER } from "@/lib/invoices/tax-codes";
import { markPaidWith } from "@/lib/memberships/actions";
import { depositDocumentsIssuedWith } from "@/lib/memberships/deposit-documents";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import { createPaymentLedger } from "@/lib/payments/ledger";
import { migratedPGlite } from "../data/pglite";
import { pdfTexts } from "../../support/pdf-texts";
import {
  at,
  DESK_OFFER,
  HOLDER,
  offerToken,
  resetMemberships,
  storeOn,
  SUPPLIER,
} from "../memberships/membership-db";
import { CLUB, DELHI_GSTIN, MEETING_ROOM_LINE } from "./fixtures";

/** A CSV's rows (quoted cells with commas and doubled quotes, as csv-stringify writes them). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += c;
    }
  }
  return rows;
}

/** The export's sections by the start of their title: header and rows as records. */
function sectionsOf(csv: string) {
  const rows = parseCsv(csv);
  const sections: { title: string; records: Record<string, string>[] }[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (rows[i]!.length === 1 && rows[i]![0] !== "" && (i === 0 || rows[i - 1]!.length <= 1)) {
      const header = rows[i + 1]!;
      const records: Record<string, string>[] = [];
      let j = i + 2;
      for (; j < rows.length && !(rows[j]!.length === 1 && rows[j]![0] === ""); j++) {
        if (rows[j]![0] === "(none)") continue;
        records.push(Object.fromEntries(header.map((name, k) => [name, rows[j]![k] ?? ""])));
      }
      sections.push({ title: rows[i]![0]!, records });
      i = j;
    }
  }
  return (start: string) => sections.find((s) => s.title.startsWith(start))!.records;
}

/** "2,903.23" in a PDF's text to paise. */
const paiseOf = (figure: string) => Math.round(Number(figure.replace(/,/g, "")) * 100);
/** The figure after `label` on a PDF's summary line, in paise (0 when the line is absent). */
function printed(text: string, label: RegExp): number {
  return text
    .split("\n")
    .map((line) => line.match(new RegExp(`^${label.source} (-?[\\d,]+\\.\\d\\d)$`)))
    .filter(Boolean)
    .reduce((t, m) => t + paiseOf(m![1]!), 0);
}
const csvPaise = (value: string) => Math.round(Number(value) * 100);

let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
}, 60_000);
afterAll(() => db.close());

/** December 2026: every kind of document, and one November invoice that is not in it. */
async function december() {
  await resetMemberships(db);
  let refs = 0;
  const issue = (
    issuedAt: string,
    draft: ReturnType<typeof buildInvoice>,
    options: {
      series?: "invoice" | "credit_note";
      creditNoteFor?: { id: string; number: string };
    } = {},
  ) =>
    issueInvoice(db, {
      series: options.series ?? "invoice",
      paymentRef: `pay_${++refs}`,
      issuedAt: new Date(issuedAt),
      draft,
      subject: "booking",
      subjectId: `subject-${refs}`,
      creditNoteFor: options.creditNoteFor,
    });
  const room = (taxableValue = MEETING_ROOM_LINE.taxableValue) =>
    buildInvoice({
      supplier: CLUB,
      buyer: { name: "Asha Verma" },
      nature: { kind: "premises" },
      lines: [{ ...MEETING_ROOM_LINE, taxableValue }],
    });

  await issue("2026-11-30T12:00:00Z", room()); // November: not in December's return
  // A membership billed to a company registered in Delhi, accepted and paid at the desk.
  const made = await createOffer(
    store,
    {
      ...DESK_OFFER,
      company: {
        legalName: "Mehta Analytics LLP",
        gstin: DELHI_GSTIN,
        billingAddress: "12 Barakhamba Road, New Delhi 110001",
        stateCode: "07",
      },
    },
    "desk@lotusclub.in",
    at("2026-12-01T04:00:00Z"),
    false,
  );
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    HOLDER,
    SUPPLIER,
    at("2026-12-01T05:00:00Z"),
    false,
  );
  const [first] = await store.invoicesOf(made.id);
  await markPaidWith(
    store,
    first!.id,
    { method: "NEFT", reference: "UTR9" },
    "desk",
    at("2026-12-02T05:00:00Z"),
  );
  // A meeting room booked by a member without a GSTIN (B2C), half of it refunded (a credit note).
  const booking = await issue("2026-12-05T06:00:00Z", room());
  await issue("2026-12-06T06:00:00Z", room(90_000), {
    series: "credit_note",
    creditNoteFor: { id: booking.id, number: booking.number },
  });
  // A store order collected at the desk: a mug (HSN 6912) and a gift card (a voucher, no GST).
  const mug = taxCodeOfProduct("morning-ritual-mug")!;
  await issue(
    "2026-12-20T09:00:00Z",
    buildInvoice({
      supplier: CLUB,
      buyer: { name: "guest@example.com" },
      nature: { kind: "goods" },
      lines: [
        {
          description: "Morning Ritual Mug (350 ml)",
          taxCode: mug,
          quantity: 1,
          taxableValue: taxableOfInclusive(64_900, 18),
        },
        { description: "Club gift card", taxCode: VOUCHER, quantity: 1, taxableValue: 200_000 },
      ],
      paid: 264_900,
    }),
  );
  // The last minute of December in Noida is 18:29 UTC on the 31st.
  await issue("2026-12-31T18:29:00Z", room());
}

describe("the accountant's month (GSTR-1), cross-checked against the month's documents", () => {
  let csv: string;
  let section: ReturnType<typeof sectionsOf>;
  let invoiceTexts: string[];
  let noteTexts: string[];
  let receiptTexts: string[];
  beforeAll(async () => {
    await december();
    const ledger = createPaymentLedger(embeddedCaller(async () => db));
    const sources = {
      invoicesIssued: ledger.listInvoicesIssued,
      depositDocumentsIssued: (from: string, to: string) =>
        depositDocumentsIssuedWith(store, from, to),
    };
    csv = await gstr1MonthCsvWith(sources, "2026-12");
    section = sectionsOf(csv);
    const documents = (await ledger.listInvoicesIssued("2026-12-01", "2026-12-31")).filter(
      (doc) => doc.issuedAt >= new Date("2026-11-30T18:30:00Z"),
    );
    const invoices = documents.filter((doc) => doc.series === "invoice");
    const notes = documents.filter((doc) => doc.series === "credit_note");
    const deposits = await depositDocumentsIssuedWith(store, "2026-12-01", "2026-12-31");
    invoiceTexts = await pdfTexts(await Promise.all(invoices.map(renderInvoicePdf)));
    noteTexts = await pdfTexts(await Promise.all(notes.map(renderInvoicePdf)));
    receiptTexts = await pdfTexts(await Promise.all(deposits.map(renderDepositDocumentPdf)));
  }, 120_000);

  const sum = (texts: string[], label: RegExp) =>
    texts.reduce((t, text) => t + printed(text, label), 0);

  it("has December's four invoices, one credit note and one deposit receipt, and not November's", () => {
    expect(invoiceTexts).toHaveLength(4);
    expect(noteTexts).toHaveLength(1);
    expect(receiptTexts).toHaveLength(1);
    expect(section("Documents issued")).toEqual([
      {
        "Nature of document": "Invoices for outward supply",
        "Sr. No. from": "LC/26-27/000002",
        "Sr. No. to": "LC/26-27/000005",
        "Total number": "4",
        Cancelled: "0",
      },
      {
        "Nature of document": "Credit note",
        "Sr. No. from": "CN/26-27/000001",
        "Sr. No. to": "CN/26-27/000001",
        "Total number": "1",
        Cancelled: "0",
      },
    ]);
  });

  it("totals equal the sums printed on the PDFs: value, taxable value and each tax head", () => {
    const [invoices, notes, net] = section("Totals");
    const heads: [string, RegExp][] = [
      ["Value", /Total/],
      ["Taxable value", /Taxable value/],
      ["Central tax", /CGST @ [\d.]+%/],
      ["State/UT tax", /SGST @ [\d.]+%/],
      ["Integrated tax", /IGST @ \d+%/],
    ];
    for (const [column, label] of heads) {
      expect(csvPaise(invoices![column]!)).toBe(sum(invoiceTexts, label));
      expect(csvPaise(notes![column]!)).toBe(0 - sum(noteTexts, label));
      expect(csvPaise(net![column]!)).toBe(sum(invoiceTexts, label) - sum(noteTexts, label));
    }
    expect(invoices!.Value).toBe("10322.81"); // 3,425.81 + 2,124 + 2,649 (mug and gift card) + 2,124
  });

  it("lists the Delhi company's invoice under B2B by GSTIN: place of supply 09, CGST + SGST", () => {
    expect(section("B2B")).toEqual([
      {
        "GSTIN/UIN of recipient": DELHI_GSTIN,
        "Receiver name": "Mehta Analytics LLP",
        "Invoice number": "LC/26-27/000002",
        "Invoice date": "01-Dec-2026",
        "Invoice value": "3425.81",
        "Place of supply": "09-Uttar Pradesh",
        "Reverse charge": "N",
        "Invoice type": "Regular B2B",
        Rate: "18",
        "Taxable value": "2903.23",
        "Integrated tax": "0.00",
        "Central tax": "261.29",
        "State/UT tax": "261.29",
        "Cess amount": "0.00",
      },
    ]);
  });

  it("sums B2C by place of supply and rate, net of the credit note, which CDNUR lists", () => {
    // Rooms 1,800 + 1,800 and the mug 550 less the 900 credited.
    expect(section("B2CS")).toEqual([
      {
        Type: "OE",
        "Place of supply": "09-Uttar Pradesh",
        Rate: "18",
        "Taxable value": "3250.00",
        "Integrated tax": "0.00",
        "Central tax": "292.50",
        "State/UT tax": "292.50",
        "Cess amount": "0.00",
      },
    ]);
    expect(section("B2CL")).toEqual([]);
    expect(section("CDNR")).toEqual([]);
    expect(section("CDNUR")).toEqual([
      expect.objectContaining({
        "Reported in": "B2CS (netted in table 7)",
        "Note number": "CN/26-27/000001",
        "Against invoice": "LC/26-27/000003",
        "Note value": "1062.00",
        "Taxable value": "900.00",
      }),
    ]);
    // B2B + B2CS (net) = every invoice less every credit note, by taxable value.
    const net = section("Totals")[2]!;
    const b2b = section("B2B").reduce((t, r) => t + csvPaise(r["Taxable value"]!), 0);
    const b2cs = section("B2CS").reduce((t, r) => t + csvPaise(r["Taxable value"]!), 0);
    const nonGst = csvPaise(section("Nil rated")[3]!["Non-GST supplies"]!);
    expect(b2b + b2cs + nonGst).toBe(csvPaise(net["Taxable value"]!));
  });

  it("puts the gift card under non-GST supplies (table 8), not at a rate", () => {
    expect(section("Nil rated")[3]).toEqual({
      Description: "Intra-state supplies to unregistered persons",
      "Nil rated": "0.00",
      Exempted: "0.00",
      "Non-GST supplies": "2000.00",
    });
  });

  it("summarises by SAC/HSN (997212, 6912), B2B and B2C apart, adding up to the net taxed value", () => {
    const rows = section("HSN/SAC summary");
    expect(
      rows.map((r) => [r.Type, r["HSN/SAC"], r.UQC, r["Total quantity"], r["Taxable value"]]),
    ).toEqual([
      ["B2B", "997212", "OTH-OTHERS", "1", "2903.23"],
      ["B2C", "6912", "NOS-NUMBERS", "1", "550.00"],
      ["B2C", "997212", "OTH-OTHERS", "1", "2700.00"],
    ]);
    const net = section("Totals")[2]!;
    for (const column of ["Central tax", "State/UT tax", "Integrated tax"]) {
      expect(rows.reduce((t, r) => t + csvPaise(r[column]!), 0)).toBe(csvPaise(net[column]!));
    }
  });

  it("lists the deposit receipt apart, as not a supply, for the amount its PDF prints", () => {
    const rows = section("Not supplies");
    expect(rows[0]).toEqual({
      Document: "Receipt",
      Number: "DR/26-27/000001",
      Date: "02-Dec-2026",
      Payer: "Mehta Analytics LLP",
      GSTIN: DELHI_GSTIN,
      Received: "24000.00",
      Refunded: "0.00",
      Deduction: "0.00",
    });
    expect(csvPaise(rows.at(-1)!.Received!)).toBe(
      sum(receiptTexts, /Refundable security deposit received/),
    );
  });

  it("writes the figures as plain numbers, and no text cell a spreadsheet would run", () => {
    expect(csv).not.toMatch(/'-?\d/);
    expect(csv).toContain("B2CL (table 5)");
  });
});
