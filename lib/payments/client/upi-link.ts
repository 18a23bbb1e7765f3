/**
 * A UPI payment link (NPCI's "UPI linking specification"): a payer's app scanning its QR code opens
 * a payment to `payee` of exactly `amountPaise`, in rupees with two decimals, with `note` as the
 * transaction note. Browser-safe: the desk draws the QR code from it.
 */
export function upiPayLink({
  payee,
  payeeName,
  amountPaise,
  note,
}: {
  payee: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}): string {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`A UPI amount must be a positive whole number of paise: ${amountPaise}`);
  }
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, "0")}`;
  // Spaces as %20, not "+": several UPI apps show a "+" literally.
  const params = [
    ["pa", payee],
    ["pn", payeeName],
    ["am", rupees],
    ["cu", "INR"],
    ["tn", note.slice(0, 80)],
  ].map(([key, value]) => `${key}=${encodeURIComponent(value!)}`);
  return `upi://pay?${params.join("&")}`;
}
