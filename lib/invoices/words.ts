import type { Paise } from "@/lib/pricing/money";

/**
 * An amount in words as Indian invoices write it, counting in thousands, lakhs and crores:
 * 1,23,456.78 is "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight
 * Paise Only".
 */
const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in the Indian system; crores above 99 are themselves counted (Hundred Crore). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return "Zero";
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crores ? `${numberInWords(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount is whole, non-negative paise, got ${amount}`);
  }
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const paiseWords = paise ? ` and ${belowHundred(paise)} ${paise === 1 ? "Paisa" : "Paise"}` : "";
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
