/**
 * An amount of Indian rupees in paise (₹1 = 100 paise). Always a safe integer, so sums,
 * discounts and taxes never drift the way floating-point rupees do.
 */
export type Paise = number;

function assertPaise(amount: number): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`An amount in paise must be a safe integer, got ${amount}`);
  }
}

/** Whole or decimal rupees to paise: `rupees(600)` is 60000, `rupees(3964.8)` is 396480. */
export function rupees(amount: number): Paise {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of rupees: ${amount}`);
  return Math.round(amount * 100) || 0;
}

/** Paise back to rupees as a number, for structured data (JSON-LD `price`) only. */
export function paiseToRupees(amount: Paise): number {
  assertPaise(amount);
  return amount / 100;
}

/**
 * `percent` per cent of `amount`, rounded to the nearest paisa, halves away from zero
 * (GST is charged to the paisa). Integer arithmetic only: `percent` must be a whole number,
 * so 1.5 times a rate is `percentOf(rate, 150)`.
 */
export function percentOf(amount: Paise, percent: number): Paise {
  assertPaise(amount);
  if (!Number.isSafeInteger(percent)) {
    throw new RangeError(`A percentage must be a whole number, got ${percent}`);
  }
  const product = Math.abs(amount * percent);
  const whole = Math.floor(product / 100);
  const rounded = product - whole * 100 >= 50 ? whole + 1 : whole;
  return amount * percent < 0 && rounded !== 0 ? -rounded : rounded;
}

type InrFormat = { paise?: "when-any" | "always" };

/**
 * `₹2,400`, `₹3,964.80`, `₹1,23,45,678`: Indian grouping (lakh, crore), paise shown only when
 * there are any (`paise: "always"`: `₹2,400.00`, as the store prints prices). Built by hand
 * rather than with Intl so the server and every browser print exactly the same characters (no
 * hydration mismatch from a different ICU build), and a phone loads no locale data for it; the
 * unit tests check it against `Intl.NumberFormat("en-IN")`.
 */
export function formatInr(amount: Paise, { paise: show = "when-any" }: InrFormat = {}): string {
  assertPaise(amount);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const paise = abs % 100;
  const digits = String((abs - paise) / 100);
  const lastThree = digits.slice(-3);
  const higher = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  const whole = higher ? `${higher},${lastThree}` : lastThree;
  const fraction = paise || show === "always" ? `.${String(paise).padStart(2, "0")}` : "";
  return `${sign}₹${whole}${fraction}`;
}
