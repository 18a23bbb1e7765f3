import type { Paise } from "@/lib/pricing/money";

/**
 * The GST on a taxable value, split as the law splits it: central and state tax in halves
 * (CGST + SGST) when the supply stays within the club's state, integrated tax (IGST) when it
 * crosses a state line. Which one follows from the place of supply (lib/invoices/place-of-supply.ts),
 * never from the buyer's GSTIN.
 */
export type GstSplit =
  | { kind: "intra-state"; cgst: Paise; sgst: Paise; igst: 0 }
  | { kind: "inter-state"; cgst: 0; sgst: 0; igst: Paise };

/**
 * `tenths` tenths of a per cent of `amount`, to the nearest paisa, halves up (amounts are never
 * negative here). Tenths, because half of a rate can be a half per cent (2.5% of a 5% rate).
 */
function tenthsOfPercent(amount: Paise, tenths: number): Paise {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`A taxable value is whole, non-negative paise, got ${amount}`);
  }
  const product = amount * tenths;
  const whole = Math.floor(product / 1000);
  return product - whole * 1000 >= 500 ? whole + 1 : whole;
}

/** The value before GST of a price that includes it, to the nearest paisa. */
export function taxableOfInclusive(price: Paise, gstPercent: number): Paise {
  return Math.round((price * 100) / (100 + gstPercent));
}

/** Each half (CGST, SGST) and the whole (IGST) rounded on its own, as each is a separate tax. */
export function splitGst(taxable: Paise, gstPercent: number, kind: GstSplit["kind"]): GstSplit {
  if (!Number.isSafeInteger(gstPercent) || gstPercent < 0) {
    throw new RangeError(`A GST rate is a whole per cent, got ${gstPercent}`);
  }
  if (kind === "inter-state") {
    return { kind, cgst: 0, sgst: 0, igst: tenthsOfPercent(taxable, gstPercent * 10) };
  }
  const half = tenthsOfPercent(taxable, gstPercent * 5);
  return { kind, cgst: half, sgst: half, igst: 0 };
}
