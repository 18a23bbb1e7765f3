import {
  chooseVariant,
  DEFAULT_CURRENCY,
  formatPrice,
  shownPrice,
  variantPrice,
  withShownPrice,
} from "@/lib/store/price";
import { price, record, variant } from "./fixtures";

describe("variantPrice", () => {
  it("reads the first price, the sale amount preferred", () => {
    expect(variantPrice(variant("a", [...price(329900, 249900), ...price(100)]))).toEqual({
      cents: 249900,
      compareAtCents: 329900,
      currency: "INR",
    });
    expect(variantPrice(variant("b", price(64900)))).toEqual({
      cents: 64900,
      compareAtCents: null,
      currency: "INR",
    });
  });

  it("shows no struck-through price when the 'sale' is not lower", () => {
    expect(variantPrice(variant("a", price(1000, 1000)))).toEqual({
      cents: 1000,
      compareAtCents: null,
      currency: "INR",
    });
  });

  it("is null for a variant without prices", () => {
    expect(variantPrice(variant("a", []))).toBeNull();
  });

  it("falls back to the currency info's code", () => {
    const [p] = price(500, null, "");
    expect(
      variantPrice(
        variant("a", [{ ...p!, currency: { code: "usd", symbol: "$", template: "$$1" } }]),
      )?.currency,
    ).toBe("usd");
  });
});

describe("chooseVariant and the shown price", () => {
  const cheap = variant("cheap", price(50000));
  const dear = variant("dear", price(90000));
  const onSale = variant("sale", price(120000, 40000));

  it.each([["lowest_price_first"], [null]] as const)(
    "takes the lowest-priced variant for %s",
    (selection) => {
      const product = record("p", [dear, cheap, onSale], { site_product_selection: selection });
      expect(chooseVariant(product)?.id).toBe("sale");
      expect(shownPrice(product)).toEqual({
        price_in_cents: 40000,
        currency: "INR",
        compare_at_cents: 120000,
      });
    },
  );

  it("takes the first variant for any other selection", () => {
    const product = record("p", [dear, cheap], { site_product_selection: "first" });
    expect(chooseVariant(product)?.id).toBe("dear");
    expect(withShownPrice(product)).toMatchObject({ price_in_cents: 90000, currency: "INR" });
  });

  it("keeps the earlier variant on a tie, and ignores unpriced variants", () => {
    const product = record("p", [
      variant("none", []),
      variant("x", price(100)),
      variant("y", price(100)),
    ]);
    expect(chooseVariant(product)?.id).toBe("x");
  });

  it("defaults to 0 cents in eur when there is nothing to price", () => {
    expect(shownPrice(record("p", []))).toEqual({
      price_in_cents: 0,
      currency: "eur",
      compare_at_cents: null,
    });
    expect(DEFAULT_CURRENCY).toBe("eur");
  });
});

describe("formatPrice", () => {
  it("divides cents by 100 and always shows two decimals, in the currency's own format", () => {
    expect(formatPrice(129900, "INR")).toBe("₹1,299.00");
    expect(formatPrice(12345678900, "inr")).toBe("₹12,34,56,789.00");
    expect(formatPrice(249950, "INR")).toBe("₹2,499.50");
    expect(formatPrice(1999, "EUR")).toBe("€19.99");
    expect(formatPrice(1999, "usd")).toBe("$19.99");
    expect(formatPrice(5, "GBP")).toBe("£0.05");
  });

  it("prints rupees as Intl en-IN does, without making an Intl formatter (issue 27)", () => {
    const intl = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const made = jest.spyOn(Intl, "NumberFormat");
    try {
      jest.isolateModules(() => {
        const fresh: typeof import("@/lib/store/price") = jest.requireActual("@/lib/store/price");
        for (let cents = 0; cents < 50_000_000_000; cents = cents * 7 + 13) {
          expect(fresh.formatPrice(cents, "INR")).toBe(intl.format(cents / 100));
          if (cents) expect(fresh.formatPrice(-cents, "inr")).toBe(intl.format(-cents / 100));
        }
      });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("formats in euros by default", () => {
    expect(formatPrice(1000)).toBe("€10.00");
    expect(formatPrice(1000, "")).toBe("€10.00");
  });

  it("still prints an amount for a code Intl does not know", () => {
    expect(formatPrice(1000, "not-a-code")).toBe("10.00 NOT-A-CODE");
  });
});
