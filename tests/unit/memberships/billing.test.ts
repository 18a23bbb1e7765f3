/** @jest-environment node */
import {
  buyerOf,
  depositOf,
  dueDateOf,
  firstPeriod,
  lateReminderDate,
  membershipInvoiceDraft,
  noticeEndDate,
  periodsBegunBy,
  previewOf,
  rentOf,
  seatsAllowed,
  type BillingTerms,
} from "@/lib/memberships/billing";
import { CLUB, DELHI_GSTIN } from "../invoices/fixtures";

const DESK: BillingTerms = {
  term: "monthly",
  monthlyRent: 600_000,
  startDate: "2026-12-17",
  endDate: null,
};

function firstInvoice(terms: BillingTerms, gstin?: string) {
  const period = firstPeriod(terms);
  const draft = membershipInvoiceDraft({
    supplier: CLUB,
    buyer: buyerOf(
      "Asha Verma",
      gstin
        ? {
            legalName: "Verma Tech",
            gstin,
            billingAddress: "12 Barakhamba Road, Connaught Place, New Delhi 110001",
            stateCode: gstin.slice(0, 2),
          }
        : null,
    ),
    plan: "dedicated-desk",
    seats: 1,
    period,
    rent: rentOf(period, terms),
  });
  return {
    draft,
    preview: previewOf(draft, period, depositOf("dedicated-desk", terms.monthlyRent)),
  };
}

describe("the first invoice, prorated by day (the issue's worked example)", () => {
  it("bills one desk from 17 December 2026 for 15 of 31 days: ₹2,903.23 + 9% + 9% = ₹3,425.81", () => {
    const { draft, preview } = firstInvoice(DESK);
    expect(preview).toEqual({
      periodStart: "2026-12-17",
      periodEnd: "2026-12-31",
      rent: 290_323,
      cgst: 26_129,
      sgst: 26_129,
      igst: 0,
      invoiceTotal: 342_581,
      deposit: 2_400_000,
      amountDue: 342_581 + 2_400_000,
    });
    expect(draft.taxLines).toEqual([
      { label: "CGST @ 9%", amount: 26_129 },
      { label: "SGST @ 9%", amount: 26_129 },
    ]);
    expect(draft.lines[0]?.description).toBe("Dedicated Desk, 1 seat, 17 Dec 2026 to 31 Dec 2026");
    expect(draft.lines[0]?.taxCode).toEqual({ scheme: "SAC", code: "997212", gstPercent: 18 });
  });

  it("charges CGST + SGST to a company registered in Delhi: the desk is in Uttar Pradesh (s.12(3))", () => {
    const { draft, preview } = firstInvoice(DESK, DELHI_GSTIN);
    expect(preview).toMatchObject({ rent: 290_323, cgst: 26_129, sgst: 26_129, igst: 0 });
    expect(preview.invoiceTotal).toBe(342_581);
    expect(draft.placeOfSupply).toBe("09");
    expect(draft.supply).toBe("intra-state");
    expect(draft.buyer).toEqual({
      name: "Asha Verma",
      company: "Verma Tech",
      gstin: DELHI_GSTIN,
      address: "12 Barakhamba Road, Connaught Place, New Delhi 110001",
      stateCode: "07",
    });
  });

  it("never taxes the deposit: ₹24,000 (4 months' rent) beside the invoice, not on it", () => {
    const { draft, preview } = firstInvoice(DESK);
    expect(preview.deposit).toBe(2_400_000);
    expect(draft.lines).toHaveLength(1);
    expect(draft.total).toBe(342_581);
    expect(draft.taxableValue).toBe(290_323);
    expect(depositOf("virtual-office", 150_000)).toBe(0);
  });
});

describe("periods and their rent", () => {
  it("bills a monthly desk every 1st after the prorated first month", () => {
    expect(periodsBegunBy(DESK, "2027-02-01")).toEqual([
      { start: "2026-12-17", end: "2026-12-31" },
      { start: "2027-01-01", end: "2027-01-31" },
      { start: "2027-02-01", end: "2027-02-28" },
    ]);
    expect(rentOf({ start: "2027-02-01", end: "2027-02-28" }, DESK)).toBe(600_000);
  });

  it("bills a quarterly office every third month, three months' rent", () => {
    const office: BillingTerms = {
      term: "quarterly",
      monthlyRent: 1_800_000,
      startDate: "2027-01-01",
      endDate: null,
    };
    const periods = periodsBegunBy(office, "2027-07-01");
    expect(periods).toEqual([
      { start: "2027-01-01", end: "2027-03-31" },
      { start: "2027-04-01", end: "2027-06-30" },
      { start: "2027-07-01", end: "2027-09-30" },
    ]);
    expect(periods.map((p) => rentOf(p, office))).toEqual([5_400_000, 5_400_000, 5_400_000]);
    expect(periodsBegunBy(office, "2027-03-31")).toHaveLength(1);
  });

  it("bills an annual desk once a year, 11 months' rent for 12", () => {
    const annual: BillingTerms = {
      term: "annual",
      monthlyRent: 600_000,
      startDate: "2027-01-01",
      endDate: null,
    };
    const periods = periodsBegunBy(annual, "2028-01-01");
    expect(periods).toEqual([
      { start: "2027-01-01", end: "2027-12-31" },
      { start: "2028-01-01", end: "2028-12-31" },
    ]);
    expect(rentOf(periods[0]!, annual)).toBe(6_600_000);
  });

  it("prorates a quarterly membership's first part month, then bills quarters from the 1st", () => {
    const office: BillingTerms = {
      term: "quarterly",
      monthlyRent: 1_800_000,
      startDate: "2026-12-17",
      endDate: null,
    };
    const [first, second] = periodsBegunBy(office, "2027-01-01");
    expect(first).toEqual({ start: "2026-12-17", end: "2026-12-31" });
    expect(rentOf(first!, office)).toBe(Math.round((1_800_000 * 15) / 31));
    expect(second).toEqual({ start: "2027-01-01", end: "2027-03-31" });
  });
});

describe("notice, end date and the final invoice", () => {
  it("ends 30 days after notice, and the last invoice covers up to the end date, prorated", () => {
    const end = noticeEndDate("2027-01-20");
    expect(end).toBe("2027-02-19");
    const ending = { ...DESK, endDate: end };
    const periods = periodsBegunBy(ending, "2027-06-01");
    expect(periods.at(-1)).toEqual({ start: "2027-02-01", end: "2027-02-19" });
    expect(periods).toHaveLength(3);
    expect(rentOf(periods.at(-1)!, ending)).toBe(Math.round((600_000 * 19) / 28));
  });

  it("never refunds the current period: an end inside a billed quarter adds no invoice", () => {
    const office: BillingTerms = {
      term: "quarterly",
      monthlyRent: 1_800_000,
      startDate: "2027-01-01",
      endDate: "2027-02-10",
    };
    expect(periodsBegunBy(office, "2027-12-01")).toEqual([
      { start: "2027-01-01", end: "2027-02-10" },
    ]);
  });
});

describe("due dates and reminders", () => {
  it("falls due on the 5th, the late reminder on the 8th; the first invoice on the start date", () => {
    expect(dueDateOf({ start: "2027-01-01", end: "2027-01-31" }, false, "2027-01-01")).toBe(
      "2027-01-05",
    );
    expect(lateReminderDate("2027-01-05")).toBe("2027-01-08");
    expect(dueDateOf({ start: "2026-12-17", end: "2026-12-31" }, true, "2026-11-26")).toBe(
      "2026-12-17",
    );
    expect(dueDateOf({ start: "2026-12-17", end: "2026-12-31" }, true, "2026-12-20")).toBe(
      "2026-12-20",
    );
  });
});

describe("seats", () => {
  it("allows desks 1-50, offices only the calculator's sizes", () => {
    expect(seatsAllowed("dedicated-desk", 50)).toBe(true);
    expect(seatsAllowed("dedicated-desk", 51)).toBe(false);
    expect(seatsAllowed("managed-office", 15)).toBe(true);
    expect(seatsAllowed("managed-office", 3)).toBe(false);
  });
});
