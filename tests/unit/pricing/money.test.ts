/** @jest-environment node */
import { formatInr, paiseToRupees, percentOf, rupees } from "@/lib/pricing";

describe("rupees", () => {
  it("converts rupees to integer paise", () => {
    expect(rupees(600)).toBe(60_000);
    expect(rupees(3964.8)).toBe(396_480);
    expect(rupees(604.8)).toBe(60_480);
    expect(rupees(0.1 + 0.2)).toBe(30);
    expect(rupees(0)).toBe(0);
    expect(Object.is(rupees(-0), 0)).toBe(true);
  });

  it("rejects what is not a number", () => {
    expect(() => rupees(Number.NaN)).toThrow(RangeError);
    expect(() => rupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("paiseToRupees", () => {
  it("gives rupees for structured data", () => {
    expect(paiseToRupees(396_480)).toBe(3964.8);
    expect(paiseToRupees(60_000)).toBe(600);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("computes exact percentages of whole amounts", () => {
    expect(percentOf(rupees(3360), 18)).toBe(rupees(604.8));
    expect(percentOf(rupees(2400), 10)).toBe(rupees(240));
    expect(percentOf(rupees(4800), 20)).toBe(rupees(960));
    expect(percentOf(rupees(600), 150)).toBe(rupees(900));
    expect(percentOf(rupees(1234), 100)).toBe(rupees(1234));
    expect(percentOf(rupees(1234), 0)).toBe(0);
  });

  it("rounds GST to the nearest paisa, halves up", () => {
    expect(percentOf(25, 18)).toBe(5); // 4.5 paise
    expect(percentOf(3, 18)).toBe(1); // 0.54 paise
    expect(percentOf(2, 18)).toBe(0); // 0.36 paise
    expect(percentOf(1, 50)).toBe(1); // 0.5 paise
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(99_999, 18)).toBe(18_000); // 17,999.82 paise
  });

  it("rounds negative amounts symmetrically and never returns -0", () => {
    expect(percentOf(-1, 50)).toBe(-1);
    expect(percentOf(-25, 18)).toBe(-5);
    expect(Object.is(percentOf(-2, 18), 0)).toBe(true);
    expect(Object.is(percentOf(0, 18), 0)).toBe(true);
  });

  it("agrees with exact rational rounding over a sweep of amounts", () => {
    for (let amount = 0; amount < 20_000; amount += 7) {
      const exact = (BigInt(amount) * 18n * 2n + 100n) / 200n; // round half up
      expect(percentOf(amount, 18)).toBe(Number(exact));
    }
  });

  it("rejects fractional inputs", () => {
    expect(() => percentOf(10.5, 18)).toThrow(RangeError);
    expect(() => percentOf(1000, 1.5)).toThrow(RangeError);
  });
});

describe("formatInr", () => {
  it("prints whole rupees without decimals and paise with two", () => {
    expect(formatInr(rupees(2400))).toBe("₹2,400");
    expect(formatInr(rupees(3964.8))).toBe("₹3,964.80");
    expect(formatInr(rupees(604.8))).toBe("₹604.80");
    expect(formatInr(rupees(600))).toBe("₹600");
    expect(formatInr(0)).toBe("₹0");
    expect(formatInr(5)).toBe("₹0.05");
    expect(formatInr(101)).toBe("₹1.01");
  });

  it("groups in lakhs and crores", () => {
    expect(formatInr(rupees(1_00_000))).toBe("₹1,00,000");
    expect(formatInr(rupees(12_34_567))).toBe("₹12,34,567");
    expect(formatInr(rupees(1_23_45_678))).toBe("₹1,23,45,678");
    expect(formatInr(rupees(99_999.99))).toBe("₹99,999.99");
  });

  it("always shows paise when asked, as the store's prices do", () => {
    expect(formatInr(rupees(2400), { paise: "always" })).toBe("₹2,400.00");
    expect(formatInr(rupees(1_23_456.5), { paise: "always" })).toBe("₹1,23,456.50");
    expect(formatInr(0, { paise: "always" })).toBe("₹0.00");
  });

  it("prints negatives with a leading minus", () => {
    expect(formatInr(-rupees(240))).toBe("-₹240");
  });

  it("matches Intl en-IN for a sweep of amounts", () => {
    const amounts = [
      0, 1, 99, 100, 12_345, 99_999, 1_00_000, 60_480, 396_480, 123_456_789, 98_765_432_100,
    ];
    for (let a = 3; a < 50_000_000_000; a = a * 7 + 13) amounts.push(a, -a);
    for (const amount of amounts) {
      const hasPaise = amount % 100 !== 0;
      const intl = new Intl.NumberFormat("en-IN", {
        style: "currency",
        currency: "INR",
        minimumFractionDigits: hasPaise ? 2 : 0,
        maximumFractionDigits: hasPaise ? 2 : 0,
      }).format(amount / 100);
      expect(formatInr(amount)).toBe(intl);
    }
  });

  it("refuses fractional paise", () => {
    expect(() => formatInr(1.5)).toThrow(RangeError);
  });
});
