/**
 * GSTIN: the 15-character GST identification number. Two digits of state code, the holder's PAN
 * (five letters, four digits, a letter), an entity number (1-9, then A-Z), "Z" by default, and a
 * check character. Pure, so the checkout form and the server validate alike.
 */

const GSTIN_PATTERN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Uttar Pradesh, where the club is: the state code of an intra-state supply. */
export const UTTAR_PRADESH_STATE_CODE = "09";

/**
 * The check character of the first 14 characters (GSTN's Luhn mod 36): each character's value is
 * weighted 1, 2, 1, 2 …; each product adds its quotient and remainder by 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** State codes in use: 01-38 for states and union territories, 97 other territory, 99 centre. */
function isStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

export function isValidGstin(value: string): boolean {
  const match = GSTIN_PATTERN.exec(value);
  if (!match) return false;
  return isStateCode(match[1]!) && gstinCheckCharacter(value.slice(0, 14)) === match[4];
}

/** The state code of a valid GSTIN: where its holder is registered. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}
