/** @jest-environment node */
import { buildInvoice } from "@/lib/invoices/build";
import { splitGst, taxableOfInclusive } from "@/lib/invoices/gst";
import { placeOfSupply, supplyKindOf } from "@/lib/invoices/place-of-supply";
import { GOODS, SPACE_RENTAL, taxCodeOfProduct, VOUCHER } from "@/lib/invoices/tax-codes";
import type { InvoiceLineInput } from "@/lib/invoices/types";
import { CLUB, MAHARASHTRA_GSTIN, MEETING_ROOM_LINE, meetingRoomInvoice } from "./fixtures";

describe("place of supply (IGST Act s.12(3), s.12(5), s.10)", () => {
  it("puts the right to use the premises where they are, Uttar Pradesh, whoever rents", () => {
    expect(placeOfSupply({ kind: "premises" })).toBe("09");
    expect(supplyKindOf(CLUB.gstin, placeOfSupply({ kind: "premises" }))).toBe("intra-state");
  });

  it("puts an event at the club where it is held: Uttar Pradesh", () => {
    expect(placeOfSupply({ kind: "event" })).toBe("09");
  });

  it("puts goods collected at the desk in Uttar Pradesh, goods shipped to Delhi in Delhi (IGST)", () => {
    expect(placeOfSupply({ kind: "goods" })).toBe("09");
    expect(placeOfSupply({ kind: "goods", deliveredTo: "07" })).toBe("07");
    expect(supplyKindOf(CLUB.gstin, "07")).toBe("inter-state");
    expect(() => placeOfSupply({ kind: "goods", deliveredTo: "98" })).toThrow(
      "Not a GST state code: 98",
    );
  });

  it("refuses an invalid buyer GSTIN rather than print it", () => {
    expect(() => meetingRoomInvoice({ name: "A", gstin: "27AAPFU0939F1ZW" })).toThrow(
      "Not a valid GSTIN: 27AAPFU0939F1ZW",
    );
  });

  it("charges IGST on store goods shipped to Delhi", () => {
    const invoice = buildInvoice({
      supplier: CLUB,
      buyer: { name: "A" },
      nature: { kind: "goods", deliveredTo: "07" },
      lines: [
        {
          description: "Morning Ritual Mug",
          taxCode: taxCodeOfProduct("morning-ritual-mug")!,
          quantity: 1,
          taxableValue: 55_000,
        },
      ],
    });
    expect(invoice).toMatchObject({
      supply: "inter-state",
      placeOfSupply: "07",
      taxLines: [{ label: "IGST @ 18%", amount: 9_900 }],
    });
  });
});

describe("splitting 18% GST", () => {
  it("is CGST 9% + SGST 9% within the state", () => {
    expect(splitGst(180_000, 18, "intra-state")).toEqual({
      kind: "intra-state",
      cgst: 16_200,
      sgst: 16_200,
      igst: 0,
    });
  });

  it("is IGST 18% across a state line", () => {
    expect(splitGst(180_000, 18, "inter-state")).toEqual({
      kind: "inter-state",
      cgst: 0,
      sgst: 0,
      igst: 32_400,
    });
  });

  it("rounds each tax to the paisa on its own, halves up", () => {
    // 9% of ₹0.05 is 0.45 paise: 0 each; 18% is 0.9 paise: 1.
    expect(splitGst(5, 18, "intra-state")).toMatchObject({ cgst: 0, sgst: 0 });
    expect(splitGst(5, 18, "inter-state")).toMatchObject({ igst: 1 });
    // 9% of 1,050 paise is 94.5: 95.
    expect(splitGst(1_050, 18, "intra-state")).toMatchObject({ cgst: 95, sgst: 95 });
  });

  it("halves an odd rate to a half per cent (2.5% + 2.5% of 5%)", () => {
    expect(splitGst(10_000, 5, "intra-state")).toMatchObject({ cgst: 250, sgst: 250 });
  });

  it.each([-1, 1.5])("refuses a taxable value of %p paise", (amount) => {
    expect(() => splitGst(amount, 18, "intra-state")).toThrow(RangeError);
  });
});

describe("an invoice's figures", () => {
  it("within the state: the line, CGST and SGST lines, the total and its words", () => {
    const invoice = meetingRoomInvoice();
    expect(invoice).toMatchObject({
      supply: "intra-state",
      placeOfSupply: "09",
      taxableValue: 180_000,
      taxLines: [
        { label: "CGST @ 9%", amount: 16_200 },
        { label: "SGST @ 9%", amount: 16_200 },
      ],
      total: 212_400,
      amountInWords: "Rupees Two Thousand One Hundred Twenty Four Only",
    });
    expect(invoice.lines).toEqual([
      { ...MEETING_ROOM_LINE, cgst: 16_200, sgst: 16_200, igst: 0, total: 212_400 },
    ]);
  });

  it("for a company in Maharashtra: still CGST + SGST, the room being in Uttar Pradesh", () => {
    const invoice = meetingRoomInvoice({
      name: "Rohan Mehta",
      company: "Mehta Analytics LLP",
      gstin: MAHARASHTRA_GSTIN,
    });
    expect(invoice).toMatchObject({
      supply: "intra-state",
      placeOfSupply: "09",
      taxLines: [
        { label: "CGST @ 9%", amount: 16_200 },
        { label: "SGST @ 9%", amount: 16_200 },
      ],
      total: 212_400,
    });
  });

  it("sums several lines: the room as SAC 997212, store goods by their HSN", () => {
    const mug = taxCodeOfProduct("morning-ritual-mug")!;
    const invoice = buildInvoice({
      supplier: CLUB,
      buyer: { name: "Asha Verma" },
      nature: { kind: "premises" },
      lines: [
        MEETING_ROOM_LINE,
        {
          description: "Morning Ritual Mug, 350 ml",
          taxCode: mug,
          quantity: 2,
          taxableValue: 110_000,
        },
      ],
    });
    expect(invoice.lines.map((line) => `${line.taxCode.scheme} ${line.taxCode.code}`)).toEqual([
      "SAC 997212",
      "HSN 6912",
    ]);
    expect(invoice.taxableValue).toBe(290_000);
    expect(invoice.taxLines).toEqual([
      { label: "CGST @ 9%", amount: 26_100 },
      { label: "SGST @ 9%", amount: 26_100 },
    ]);
    expect(invoice.total).toBe(342_200);
  });

  it("has no invoice without a line", () => {
    expect(() =>
      buildInvoice({
        supplier: CLUB,
        buyer: { name: "A" },
        nature: { kind: "premises" },
        lines: [],
      }),
    ).toThrow("An invoice has at least one line");
  });
});

describe("prices that include GST (store goods)", () => {
  const GOODS_LINE = (price: number): InvoiceLineInput => ({
    description: "Lotus Crew Tee (M)",
    taxCode: GOODS["knitted-t-shirt"],
    quantity: 1,
    taxableValue: taxableOfInclusive(price, 18),
  });

  it("works the taxable value back from the price, to the paisa", () => {
    expect(taxableOfInclusive(64_900, 18)).toBe(55_000);
    expect(taxableOfInclusive(100_100, 18)).toBe(84_831);
    expect(taxableOfInclusive(50_000, 0)).toBe(50_000);
  });

  it("adds up to the price paid with no round off where the halves allow it", () => {
    const invoice = buildInvoice({
      supplier: CLUB,
      buyer: { name: "A" },
      nature: { kind: "goods" },
      lines: [GOODS_LINE(64_900)],
      paid: 64_900,
    });
    expect(invoice).toMatchObject({ taxableValue: 55_000, roundOff: 0, total: 64_900 });
    expect(invoice.taxLines).toEqual([
      { label: "CGST @ 9%", amount: 4_950 },
      { label: "SGST @ 9%", amount: 4_950 },
    ]);
  });

  it("carries a round off of a paisa where no taxable value adds back exactly (₹1,001)", () => {
    // 848.31 + 2 × 76.35 = 1,001.01, and 848.30 + 2 × 76.35 = 1,001.00 only by taxing too little.
    const invoice = buildInvoice({
      supplier: CLUB,
      buyer: { name: "A" },
      nature: { kind: "goods" },
      lines: [GOODS_LINE(100_100)],
      paid: 100_100,
    });
    expect(invoice).toMatchObject({ taxableValue: 84_831, roundOff: -1, total: 100_100 });
    expect(invoice.amountInWords).toBe("Rupees One Thousand One Only");
  });

  it("refuses lines that miss the price paid by a rupee or more", () => {
    expect(() =>
      buildInvoice({
        supplier: CLUB,
        buyer: { name: "A" },
        nature: { kind: "goods" },
        lines: [GOODS_LINE(64_900)],
        paid: 65_000,
      }),
    ).toThrow(RangeError);
  });

  it("prints no tax line for a voucher (GST falls when it is redeemed)", () => {
    const invoice = buildInvoice({
      supplier: CLUB,
      buyer: { name: "A" },
      nature: { kind: "goods" },
      lines: [
        { description: "Club gift card", taxCode: VOUCHER, quantity: 1, taxableValue: 200_000 },
      ],
      paid: 200_000,
    });
    expect(invoice.taxLines).toEqual([]);
    expect(invoice).toMatchObject({ taxableValue: 200_000, total: 200_000, roundOff: 0 });
  });
});

describe("tax codes", () => {
  it("classifies space rental as SAC 997212", () => {
    expect(SPACE_RENTAL).toEqual({ scheme: "SAC", code: "997212", gstPercent: 18 });
  });

  it("gives every category of the local catalogue an HSN heading, and the gift card none", () => {
    expect(taxCodeOfProduct("lotus-crew-tee")).toBe(GOODS["knitted-t-shirt"]);
    expect(taxCodeOfProduct("insulated-bottle")?.code).toBe("9617");
    expect(taxCodeOfProduct("club-gift-card")).toBeUndefined();
  });
});
