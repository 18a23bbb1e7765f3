/** @jest-environment node */
import {
  OFFICE_SEAT_OPTIONS,
  defaultMoveInDate,
  formatInr,
  isOfficeSeatOption,
  normalizeSeats,
  quoteWorkspace,
  resetSeatsForProduct,
  rupees,
} from "@/lib/pricing";

describe("quoteWorkspace: dedicated desk", () => {
  it("prices one seat monthly with a deposit of 4 months and due at move-in", () => {
    expect(quoteWorkspace({ product: "dedicated-desk", seats: 1, term: "monthly" })).toEqual({
      product: "dedicated-desk",
      seats: 1,
      term: "monthly",
      seatRate: rupees(6000),
      monthlyRent: rupees(6000),
      gst: rupees(1080),
      monthlyTotal: rupees(7080),
      deposit: rupees(24000),
      dueAtMoveIn: rupees(31080),
      termMonths: 1,
      freeMonths: 0,
      termTotal: rupees(6000),
      termSaving: 0,
    });
  });

  it("scales rent and deposit per seat", () => {
    const quote = quoteWorkspace({ product: "dedicated-desk", seats: 5, term: "monthly" });
    expect(quote.monthlyRent).toBe(rupees(30000));
    expect(quote.deposit).toBe(rupees(120000));
    expect(quote.gst).toBe(rupees(5400));
    expect(quote.dueAtMoveIn).toBe(rupees(155400));
    expect(formatInr(quote.dueAtMoveIn)).toBe("₹1,55,400");
  });

  it("charges a quarter with no saving", () => {
    const quote = quoteWorkspace({ product: "dedicated-desk", seats: 2, term: "quarterly" });
    expect(quote.termMonths).toBe(3);
    expect(quote.termTotal).toBe(rupees(36000));
    expect(quote.termSaving).toBe(0);
  });

  it("gives one month free on the annual term, the saving equal to one month's rent", () => {
    const quote = quoteWorkspace({ product: "dedicated-desk", seats: 3, term: "annual" });
    expect(quote.termMonths).toBe(12);
    expect(quote.freeMonths).toBe(1);
    expect(quote.monthlyRent).toBe(rupees(18000));
    expect(quote.termTotal).toBe(rupees(198000));
    expect(quote.termSaving).toBe(quote.monthlyRent);
    expect(quote.termTotal + quote.termSaving).toBe(quote.monthlyRent * 12);
  });

  it("does not change the deposit or due-at-move-in with the term", () => {
    const terms = ["monthly", "quarterly", "annual"] as const;
    const quotes = terms.map((term) =>
      quoteWorkspace({ product: "dedicated-desk", seats: 2, term }),
    );
    for (const quote of quotes) {
      expect(quote.deposit).toBe(rupees(48000));
      expect(quote.dueAtMoveIn).toBe(rupees(62160));
    }
  });

  it("prices at least one whole seat", () => {
    expect(quoteWorkspace({ product: "dedicated-desk", seats: 0, term: "monthly" }).seats).toBe(1);
    expect(quoteWorkspace({ product: "dedicated-desk", seats: -4, term: "monthly" }).seats).toBe(1);
    expect(quoteWorkspace({ product: "dedicated-desk", seats: 2.6, term: "monthly" }).seats).toBe(
      3,
    );
    expect(
      quoteWorkspace({ product: "dedicated-desk", seats: Number.NaN, term: "monthly" }).monthlyRent,
    ).toBe(rupees(6000));
  });
});

describe("quoteWorkspace: managed office", () => {
  it.each(OFFICE_SEAT_OPTIONS.map((seats) => [seats]))("prices %i seats", (seats) => {
    const quote = quoteWorkspace({ product: "managed-office", seats, term: "monthly" });
    expect(quote.seats).toBe(seats);
    expect(quote.monthlyRent).toBe(rupees(9000 * seats));
    expect(quote.deposit).toBe(rupees(36000 * seats));
    expect(quote.gst).toBe(rupees(1620 * seats));
    expect(quote.monthlyTotal).toBe(rupees(10620 * seats));
    expect(quote.dueAtMoveIn).toBe(rupees(46620 * seats));
  });

  it("gives one month free on the annual term", () => {
    const quote = quoteWorkspace({ product: "managed-office", seats: 6, term: "annual" });
    expect(quote.monthlyRent).toBe(rupees(54000));
    expect(quote.termTotal).toBe(rupees(594000));
    expect(quote.termSaving).toBe(rupees(54000));
    expect(formatInr(quote.termTotal)).toBe("₹5,94,000");
  });

  it("falls back to 2 seats when the size is not offered", () => {
    for (const seats of [0, 1, 3, 5, 10, 36, 2.5]) {
      expect(quoteWorkspace({ product: "managed-office", seats, term: "monthly" }).seats).toBe(2);
    }
  });
});

describe("seat rules", () => {
  it("offers offices only in the fixed sizes", () => {
    expect(OFFICE_SEAT_OPTIONS).toEqual([2, 4, 6, 15, 24, 35]);
    expect([2, 4, 6, 15, 24, 35].every(isOfficeSeatOption)).toBe(true);
    expect([0, 1, 3, 5, 7, 16, 25, 36, 4.5].some(isOfficeSeatOption)).toBe(false);
  });

  it("normalizes seats per product", () => {
    expect(normalizeSeats("dedicated-desk", 7)).toBe(7);
    expect(normalizeSeats("dedicated-desk", 0)).toBe(1);
    expect(normalizeSeats("managed-office", 15)).toBe(15);
    expect(normalizeSeats("managed-office", 14)).toBe(2);
  });

  it("resets a desk to 1 seat whatever the current count", () => {
    for (const current of [1, 2, 4, 15, 35, 0, 99]) {
      expect(resetSeatsForProduct("dedicated-desk", current)).toBe(1);
    }
  });

  it("keeps an allowed office size and resets any other to 2", () => {
    for (const current of OFFICE_SEAT_OPTIONS) {
      expect(resetSeatsForProduct("managed-office", current)).toBe(current);
    }
    for (const current of [1, 3, 5, 7, 10, 36, 0]) {
      expect(resetSeatsForProduct("managed-office", current)).toBe(2);
    }
  });
});

describe("defaultMoveInDate", () => {
  it("is two days ahead in club time", () => {
    expect(defaultMoveInDate(new Date("2026-03-10T09:00:00+05:30"))).toBe("2026-03-12");
    expect(defaultMoveInDate(new Date("2026-12-30T23:30:00+05:30"))).toBe("2027-01-01");
    // Friday 18:45 UTC is Saturday 00:15 at the club.
    expect(defaultMoveInDate(new Date("2026-12-04T18:45:00Z"))).toBe("2026-12-07");
  });
});
