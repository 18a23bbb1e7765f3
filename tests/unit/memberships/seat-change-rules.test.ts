import {
  decreaseEffectiveDate,
  depositChangeOf,
  seatChangeRefusal,
  supplementOf,
} from "@/lib/memberships/seat-change-rules";
import type { BillingTerms } from "@/lib/memberships/billing";

const monthly: BillingTerms = {
  term: "monthly",
  monthlyRent: 1_200_000,
  startDate: "2027-01-01",
  endDate: null,
};

describe("a decrease's effective date: the 1st after 30 days' notice", () => {
  it.each([
    ["2027-03-15", "2027-05-01"],
    ["2027-03-01", "2027-04-01"],
    ["2027-03-02", "2027-05-01"],
    ["2027-01-31", "2027-04-01"],
    ["2027-12-10", "2028-02-01"],
  ])("asked %s: fewer seats from %s", (asked, effective) => {
    expect(decreaseEffectiveDate(monthly, asked)).toBe(effective);
  });

  it("waits for the next quarter of a quarterly membership (a paid period is never refunded)", () => {
    expect(decreaseEffectiveDate({ ...monthly, term: "quarterly" }, "2027-03-15")).toBe(
      "2027-07-01",
    );
  });
});

describe("an increase's supplementary rent: days remaining / days in period, to the paisa", () => {
  it("one desk (₹6,000) from 15 March 2027: 600000 × 17 / 31 = 329032.26 → ₹3,290.32", () => {
    expect(supplementOf(monthly, 600_000, "2027-03-15")).toEqual({
      period: { start: "2027-03-15", end: "2027-03-31" },
      rent: 329_032,
      daysRemaining: 17,
      daysInPeriod: 31,
    });
  });

  it("two office seats (₹18,000) from 16 February 2027: 1800000 × 13 / 28 = 835714.29 → ₹8,357.14", () => {
    expect(supplementOf(monthly, 1_800_000, "2027-02-16").rent).toBe(835_714);
  });

  it("an annual desk from 1 July: the added seat's 11-for-12 year × 184 / 365", () => {
    const annual = { ...monthly, term: "annual" as const };
    // 600000 × 11 = 6600000 for the year; × 184 / 365 = 3327123.29 → 3327123.
    expect(supplementOf(annual, 600_000, "2027-07-01")).toMatchObject({
      period: { start: "2027-07-01", end: "2027-12-31" },
      rent: 3_327_123,
    });
  });

  it("a first month that started mid-month counts that cut period's days", () => {
    const cut = { ...monthly, startDate: "2026-12-17" };
    // The period is 17-31 Dec (15 days, rent 600000 × 15/31 = 290323); 10 days remain from the 22nd.
    expect(supplementOf(cut, 600_000, "2026-12-22")).toMatchObject({
      rent: Math.round((290_323 * 10) / 15),
      daysRemaining: 10,
      daysInPeriod: 15,
    });
  });
});

describe("the deposit's difference and the sizes", () => {
  it("is 4 months' rent of the seats added (+) or removed (−)", () => {
    expect(depositChangeOf("dedicated-desk", 600_000, 2, 3)).toBe(2_400_000);
    expect(depositChangeOf("managed-office", 900_000, 6, 4)).toBe(-7_200_000);
  });

  it("keeps offices to the calculator's sizes and desks to 1-50", () => {
    expect(seatChangeRefusal("managed-office", 2, 4)).toBeNull();
    expect(seatChangeRefusal("managed-office", 2, 5)).toBe(
      "An office comes in the calculator's sizes: 2, 4, 6, 15, 24 or 35 seats.",
    );
    expect(seatChangeRefusal("dedicated-desk", 2, 51)).toBe(
      "A dedicated desk membership has 1 to 50 seats.",
    );
    expect(seatChangeRefusal("dedicated-desk", 2, 2)).toBe(
      "Choose a number of seats other than the membership's.",
    );
    expect(seatChangeRefusal("virtual-office", 1, 2)).toBe(
      "A virtual office has one seat: it cannot change.",
    );
  });
});
