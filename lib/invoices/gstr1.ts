import { stringify } from "csv-stringify/sync";
import { GST_STATES } from "@/lib/validation/states";
import type { DepositDocument, InvoiceLine, IssuedInvoice } from "@/lib/invoices/types";
import { clubToday } from "@/lib/pricing/club-time";
import type { Paise } from "@/lib/pricing/money";
import { neutraliseFormula } from "@/lib/staff/csv";

/**
 * The accountant's month in the shape GSTR-1 is filed in (CGST rule 59, the return's tables):
 * B2B invoices by GSTIN (4A), B2C large (5) and small by place of supply and rate (7), credit
 * notes (9B), nil-rated and non-GST supplies (8), the HSN/SAC summary (12), the documents issued
 * (13), then the security deposits' receipts and refund vouchers apart, as they are not supplies.
 * Pure: the documents in, the sections out; every figure is the documents' own, as printed.
 */

/** A document as stored: the invoice as printed, with its id (credit notes point at it). */
export type MonthDocument = IssuedInvoice & { id: string };

export type Gstr1Section = { title: string; header: string[]; rows: string[][] };

/** An unregistered inter-state invoice above this value is B2C large (table 5): ₹1,00,000. */
export const B2CL_THRESHOLD: Paise = 1_00_000_00;

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** `17-Dec-2026`, the return's date format, in club time. */
function returnDate(at: Date): string {
  const [year, month, day] = clubToday(at).split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Rupees with two decimals, signed. */
export const rupees = (paise: Paise) => (paise / 100).toFixed(2);

/** `09-Uttar Pradesh`, as the return names a place of supply. */
const pos = (code: string) => `${code}-${GST_STATES[code] ?? ""}`;

type Heads = { taxable: Paise; igst: Paise; cgst: Paise; sgst: Paise };
const ZERO: Heads = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
const add = (a: Heads, b: Heads, sign = 1): Heads => ({
  taxable: a.taxable + sign * b.taxable,
  igst: a.igst + sign * b.igst,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
});
const headsOf = (line: InvoiceLine): Heads => ({
  taxable: line.taxableValue,
  igst: line.igst,
  cgst: line.cgst,
  sgst: line.sgst,
});
const headCells = (h: Heads) => [rupees(h.igst), rupees(h.cgst), rupees(h.sgst), "0.00"];

/** A document's taxed lines by rate (a voucher's line, not a supply, is left to table 8). */
function byRate(doc: MonthDocument): { rate: number; heads: Heads }[] {
  const rates = new Map<number, Heads>();
  for (const line of doc.lines) {
    if (line.taxCode.scheme === "none") continue;
    const rate = line.taxCode.gstPercent;
    rates.set(rate, add(rates.get(rate) ?? ZERO, headsOf(line)));
  }
  return [...rates].sort(([a], [b]) => b - a).map(([rate, heads]) => ({ rate, heads }));
}

const nonGstValue = (doc: MonthDocument) =>
  doc.lines.filter((l) => l.taxCode.scheme === "none").reduce((t, l) => t + l.taxableValue, 0);

const registered = (doc: MonthDocument) => Boolean(doc.buyer.gstin);
const isLarge = (doc: MonthDocument, original?: MonthDocument) =>
  !registered(doc) && doc.supply === "inter-state" && (original ?? doc).total > B2CL_THRESHOLD;

const SAC_DESCRIPTIONS: Record<string, string> = {
  "997212": "Rental or leasing services involving own or leased non-residential property",
};

/** Every section of the month [from, to] (club dates). `documents` may hold earlier originals. */
export function gstr1Sections(input: {
  from: string;
  to: string;
  documents: MonthDocument[];
  deposits: DepositDocument[];
}): Gstr1Section[] {
  const inSpan = (at: Date) => clubToday(at) >= input.from && clubToday(at) <= input.to;
  const byNumber = new Map(input.documents.map((doc) => [doc.number, doc]));
  const month = input.documents.filter((doc) => inSpan(doc.issuedAt));
  const invoices = month.filter((doc) => doc.series === "invoice");
  const notes = month.filter((doc) => doc.series === "credit_note");
  const originalOf = (note: MonthDocument) =>
    note.creditNoteFor ? byNumber.get(note.creditNoteFor) : undefined;

  const b2b: string[][] = invoices
    .filter(registered)
    .flatMap((doc) =>
      byRate(doc).map(({ rate, heads }) => [
        doc.buyer.gstin!,
        doc.buyer.company ?? doc.buyer.name,
        doc.number,
        returnDate(doc.issuedAt),
        rupees(doc.total),
        pos(doc.placeOfSupply),
        "N",
        "Regular B2B",
        String(rate),
        rupees(heads.taxable),
        ...headCells(heads),
      ]),
    );

  const b2cl: string[][] = invoices
    .filter((doc) => isLarge(doc))
    .flatMap((doc) =>
      byRate(doc).map(({ rate, heads }) => [
        doc.number,
        returnDate(doc.issuedAt),
        rupees(doc.total),
        pos(doc.placeOfSupply),
        String(rate),
        rupees(heads.taxable),
        rupees(heads.igst),
        "0.00",
      ]),
    );

  // Table 7 is net: small B2C supplies less the credit notes issued on them.
  const small = new Map<string, { place: string; rate: number; heads: Heads }>();
  const addSmall = (doc: MonthDocument, sign: number) => {
    for (const { rate, heads } of byRate(doc)) {
      const key = `${doc.placeOfSupply}|${rate}`;
      const entry = small.get(key) ?? { place: doc.placeOfSupply, rate, heads: ZERO };
      small.set(key, { ...entry, heads: add(entry.heads, heads, sign) });
    }
  };
  invoices.filter((doc) => !registered(doc) && !isLarge(doc)).forEach((doc) => addSmall(doc, 1));
  const unregisteredNotes = notes.filter((doc) => !registered(doc));
  unregisteredNotes
    .filter((note) => !isLarge(note, originalOf(note)))
    .forEach((note) => addSmall(note, -1));
  const b2cs = [...small.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || b.rate - a.rate)
    .map(({ place, rate, heads }) => [
      "OE",
      pos(place),
      String(rate),
      rupees(heads.taxable),
      ...headCells(heads),
    ]);

  const noteRows = (note: MonthDocument, reported: string[]) =>
    byRate(note).map(({ rate, heads }) => [
      ...reported,
      note.number,
      returnDate(note.issuedAt),
      "C",
      note.creditNoteFor ?? "",
      pos(note.placeOfSupply),
      "N",
      rupees(note.total),
      String(rate),
      rupees(heads.taxable),
      ...headCells(heads),
    ]);
  const cdnr = notes
    .filter(registered)
    .flatMap((note) => noteRows(note, [note.buyer.gstin!, note.buyer.company ?? note.buyer.name]));
  const cdnur = unregisteredNotes.flatMap((note) =>
    noteRows(note, [isLarge(note, originalOf(note)) ? "B2CL" : "B2CS (netted in table 7)"]),
  );

  // Table 8: the club's non-GST supplies (vouchers sold), by intra/inter-state and registration.
  const nil = (reg: boolean, supply: MonthDocument["supply"]) =>
    invoices
      .filter((doc) => registered(doc) === reg && doc.supply === supply)
      .reduce((t, doc) => t + nonGstValue(doc), 0) -
    notes
      .filter((doc) => registered(doc) === reg && doc.supply === supply)
      .reduce((t, doc) => t + nonGstValue(doc), 0);
  const table8 = [
    ["Inter-state supplies to registered persons", nil(true, "inter-state")],
    ["Intra-state supplies to registered persons", nil(true, "intra-state")],
    ["Inter-state supplies to unregistered persons", nil(false, "inter-state")],
    ["Intra-state supplies to unregistered persons", nil(false, "intra-state")],
  ].map(([label, value]) => [String(label), "0.00", "0.00", rupees(Number(value))]);

  // Table 12: by HSN/SAC and rate, B2B and B2C apart, credit notes deducted.
  const hsn = new Map<
    string,
    { type: string; line: InvoiceLine; quantity: number; heads: Heads }
  >();
  for (const doc of month) {
    const sign = doc.series === "credit_note" ? -1 : 1;
    for (const line of doc.lines) {
      if (line.taxCode.scheme === "none") continue;
      const type = registered(doc) ? "B2B" : "B2C";
      const key = `${type}|${line.taxCode.code}|${line.taxCode.gstPercent}`;
      const entry = hsn.get(key) ?? { type, line, quantity: 0, heads: ZERO };
      hsn.set(key, {
        ...entry,
        quantity: entry.quantity + sign * line.quantity,
        heads: add(entry.heads, headsOf(line), sign),
      });
    }
  }
  const table12 = [...hsn.values()]
    .sort(
      (a, b) =>
        a.type.localeCompare(b.type) || a.line.taxCode.code.localeCompare(b.line.taxCode.code),
    )
    .map(({ type, line, quantity, heads }) => [
      type,
      line.taxCode.code,
      SAC_DESCRIPTIONS[line.taxCode.code] ?? line.description,
      line.taxCode.scheme === "SAC" ? "OTH-OTHERS" : "NOS-NUMBERS",
      String(quantity),
      String(line.taxCode.gstPercent),
      rupees(heads.taxable + heads.igst + heads.cgst + heads.sgst),
      rupees(heads.taxable),
      ...headCells(heads),
    ]);

  // Table 13: each series' first and last number of the month, and how many.
  const series = (label: string, docs: { number: string }[]) =>
    docs.length ? [[label, docs[0]!.number, docs.at(-1)!.number, String(docs.length), "0"]] : [];
  const table13 = [
    ...series("Invoices for outward supply", invoices),
    ...series("Credit note", notes),
  ];

  const receipts = input.deposits.filter((d) => d.kind === "receipt");
  const vouchers = input.deposits.filter((d) => d.kind === "refund_voucher");
  const depositRows = input.deposits.map((d) => [
    d.kind === "receipt" ? "Receipt" : "Refund voucher",
    d.number,
    returnDate(d.issuedAt),
    d.payer.company ?? d.payer.name,
    d.payer.gstin ?? "",
    rupees(d.kind === "receipt" ? d.amount : 0),
    rupees(d.kind === "refund_voucher" ? d.amount : 0),
    rupees(d.deduction),
  ]);

  const sumHeads = (docs: MonthDocument[]) =>
    docs.reduce(
      (t, doc) =>
        add(
          t,
          doc.lines.map(headsOf).reduce((a, b) => add(a, b), ZERO),
        ),
      ZERO,
    );
  const summaryRow = (label: string, docs: MonthDocument[], sign = 1) => {
    const h = sumHeads(docs);
    return [
      label,
      String(docs.length),
      rupees(sign * docs.reduce((t, d) => t + d.total, 0)),
      rupees(sign * h.taxable),
      rupees(sign * h.igst),
      rupees(sign * h.cgst),
      rupees(sign * h.sgst),
    ];
  };
  const net = add(sumHeads(invoices), sumHeads(notes), -1);

  return [
    {
      title: "B2B (table 4A): tax invoices to registered persons, by GSTIN",
      header: [
        "GSTIN/UIN of recipient",
        "Receiver name",
        "Invoice number",
        "Invoice date",
        "Invoice value",
        "Place of supply",
        "Reverse charge",
        "Invoice type",
        "Rate",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
        "Cess amount",
      ],
      rows: b2b,
    },
    {
      title: "B2CL (table 5): inter-state invoices above Rs. 1,00,000 to unregistered persons",
      header: [
        "Invoice number",
        "Invoice date",
        "Invoice value",
        "Place of supply",
        "Rate",
        "Taxable value",
        "Integrated tax",
        "Cess amount",
      ],
      rows: b2cl,
    },
    {
      title:
        "B2CS (table 7): other supplies to unregistered persons, by place of supply and rate, net of their credit notes",
      header: [
        "Type",
        "Place of supply",
        "Rate",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
        "Cess amount",
      ],
      rows: b2cs,
    },
    {
      title: "CDNR (table 9B): credit notes to registered persons",
      header: [
        "GSTIN/UIN of recipient",
        "Receiver name",
        "Note number",
        "Note date",
        "Note type",
        "Against invoice",
        "Place of supply",
        "Reverse charge",
        "Note value",
        "Rate",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
        "Cess amount",
      ],
      rows: cdnr,
    },
    {
      title: "CDNUR (table 9B): credit notes to unregistered persons",
      header: [
        "Reported in",
        "Note number",
        "Note date",
        "Note type",
        "Against invoice",
        "Place of supply",
        "Reverse charge",
        "Note value",
        "Rate",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
        "Cess amount",
      ],
      rows: cdnur,
    },
    {
      title: "Nil rated, exempted and non-GST supplies (table 8)",
      header: ["Description", "Nil rated", "Exempted", "Non-GST supplies"],
      rows: table8,
    },
    {
      title: "HSN/SAC summary (table 12), net of credit notes",
      header: [
        "Type",
        "HSN/SAC",
        "Description",
        "UQC",
        "Total quantity",
        "Rate",
        "Total value",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
        "Cess amount",
      ],
      rows: table12,
    },
    {
      title: "Documents issued (table 13)",
      header: ["Nature of document", "Sr. No. from", "Sr. No. to", "Total number", "Cancelled"],
      rows: table13,
    },
    {
      title: "Not supplies: refundable security deposits (no GST; on no tax invoice)",
      header: ["Document", "Number", "Date", "Payer", "GSTIN", "Received", "Refunded", "Deduction"],
      rows: [
        ...depositRows,
        [
          "Total",
          `${receipts.length} receipts, ${vouchers.length} refund vouchers`,
          "",
          "",
          "",
          rupees(receipts.reduce((t, d) => t + d.amount, 0)),
          rupees(vouchers.reduce((t, d) => t + d.amount, 0)),
          rupees(vouchers.reduce((t, d) => t + d.deduction, 0)),
        ],
      ],
    },
    {
      title: "Totals of the documents, as printed",
      header: [
        "Documents",
        "Count",
        "Value",
        "Taxable value",
        "Integrated tax",
        "Central tax",
        "State/UT tax",
      ],
      rows: [
        summaryRow("Tax invoices", invoices),
        summaryRow("Credit notes", notes, -1),
        [
          "Net",
          String(invoices.length + notes.length),
          rupees(
            invoices.reduce((t, d) => t + d.total, 0) - notes.reduce((t, d) => t + d.total, 0),
          ),
          rupees(net.taxable),
          rupees(net.igst),
          rupees(net.cgst),
          rupees(net.sgst),
        ],
      ],
    },
  ];
}

/** The sections as one CSV: each a title row, its header, its rows and a blank row. */
export function gstr1Csv(sections: Gstr1Section[]): string {
  const rows = sections.flatMap((section) => [
    [section.title],
    section.header,
    ...(section.rows.length ? section.rows : [["(none)"]]),
    [],
  ]);
  // Figures stay numbers (a credit's "-500.00" too); every text cell is neutralised.
  const cell = (value: string) =>
    /^-?\d+(\.\d+)?$/.test(value) ? value : neutraliseFormula(value);
  return stringify(rows.map((cells) => cells.map(cell)));
}
