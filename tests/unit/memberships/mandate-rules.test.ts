/** @jest-environment node */
import {
  autopayDebitOf,
  isWholePeriod,
  mandateExplanation,
  mandateFor,
  mandateMustStop,
  nextDebitPeriod,
} from "@/lib/memberships/mandate-rules";
import type { BillingTerms } from "@/lib/memberships/billing";

/** Autopay's pure rules (issue 36): one debit, its mandate, the words, and when it must stop. */
const DESK = 600_000;
const monthly = (endDate: string | null): BillingTerms => ({
  term: "monthly",
  monthlyRent: DESK,
  startDate: "2026-12-17",
  endDate,
});
const PAID_TO_JANUARY = new Set(["2026-12-17", "2027-01-01"]);

describe("one debit and its mandate", () => {
  it.each([
    [DESK, "monthly", 708_000],
    [DESK, "quarterly", 2_124_000],
    [DESK, "annual", 7_788_000],
    [1_800_000, "monthly", 2_124_000],
  ] as const)("%i paise a month, %s: %i paise a debit", (rent, term, debit) => {
    expect(autopayDebitOf(rent, term)).toBe(debit);
  });

  it("takes ₹15,000 by UPI or card, a paisa more by e-mandate, and nothing offline", () => {
    expect(mandateFor(1_500_000, true)).toBe("upi-card");
    expect(mandateFor(1_500_001, true)).toBe("emandate");
    expect(mandateFor(708_000, false)).toBe("link");
  });

  it("tells the member which mandate and why", () => {
    const state = { eligible: true, status: "off" } as const;
    expect(mandateExplanation({ ...state, debit: 708_000, mandate: "upi-card" }, "monthly")).toBe(
      "Each debit is ₹7,080, one month's rent with GST: within the ₹15,000 a UPI or card mandate may debit, so you can authorise autopay with UPI or a card.",
    );
    expect(
      mandateExplanation({ ...state, debit: 2_124_000, mandate: "emandate" }, "quarterly"),
    ).toBe(
      "Each debit is ₹21,240, three months' rent with GST: more than the ₹15,000 a UPI or card mandate may debit without your approval each time, so autopay uses an e-mandate on your bank account, authorised with netbanking or your debit card.",
    );
    expect(
      mandateExplanation({ ...state, debit: 7_788_000, mandate: "emandate" }, "annual"),
    ).toMatch(/^Each debit is ₹77,880, a year's rent, 12 months for the price of 11, with GST: /);
    expect(
      mandateExplanation(
        { eligible: false, status: "off", debit: 708_000, mandate: "link" },
        "monthly",
      ),
    ).toBe(
      "Autopay needs online payments, which the club has not set up: pay each invoice from here or at the front desk.",
    );
  });
});

describe("when the mandate must stop", () => {
  it("knows a whole period from a cut one", () => {
    expect(isWholePeriod({ start: "2027-02-01", end: "2027-02-28" }, "monthly")).toBe(true);
    expect(isWholePeriod({ start: "2027-03-01", end: "2027-03-02" }, "monthly")).toBe(false);
    expect(isWholePeriod({ start: "2027-01-01", end: "2027-03-31" }, "quarterly")).toBe(true);
  });

  it("keeps running without an end date", () => {
    expect(
      mandateMustStop({ status: "active", terms: monthly(null) }, PAID_TO_JANUARY, "2027-01-20"),
    ).toBe(false);
  });

  it("keeps a whole February to debit when notice on 31 January ends it on 2 March", () => {
    const terms = monthly("2027-03-02");
    expect(
      nextDebitPeriod({ ...terms, endDate: "2027-03-02" }, PAID_TO_JANUARY, "2027-01-31"),
    ).toEqual({
      start: "2027-02-01",
      end: "2027-02-28",
    });
    expect(mandateMustStop({ status: "notice", terms }, PAID_TO_JANUARY, "2027-01-31")).toBe(false);
    // February debited: next is 1-2 March, prorated, so it stops (the last invoice by link).
    const paid = new Set([...PAID_TO_JANUARY, "2027-02-01"]);
    expect(mandateMustStop({ status: "notice", terms }, paid, "2027-02-01")).toBe(true);
  });

  it("stops at once when the next debit would be the prorated last period", () => {
    expect(
      mandateMustStop(
        { status: "notice", terms: monthly("2027-02-19") },
        PAID_TO_JANUARY,
        "2027-01-20",
      ),
    ).toBe(true);
  });

  it("stops once the membership has ended or was cancelled", () => {
    expect(
      mandateMustStop({ status: "ended", terms: monthly(null) }, PAID_TO_JANUARY, "2027-03-01"),
    ).toBe(true);
    expect(
      mandateMustStop({ status: "cancelled", terms: monthly(null) }, new Set(), "2026-12-01"),
    ).toBe(true);
  });
});
