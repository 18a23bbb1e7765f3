import "server-only";
import { stringify } from "csv-stringify/sync";
import type { Reconciliation, UnappliedPayment } from "@/lib/payments/ledger";
import { clubToday } from "@/lib/pricing/club-time";
import { paiseToRupees } from "@/lib/pricing/money";
import { neutraliseFormula } from "@/lib/csv-cell";

/** The three figures, in the order staff read them, with their labels. */
export const RECONCILIATION_FIGURES = [
  ["captured", "Captured"],
  ["applied", "Applied to invoices and deposits"],
  ["refunded", "Refunded or under way"],
] as const;

export const UNAPPLIED_CSV_COLUMNS = [
  "Payment",
  "Captured on",
  "Amount",
  "For",
  "Why it settled nothing",
  "Refund",
  "Refund status",
] as const;

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/**
 * The reconciliation for the accountant: the three totals from our books and from the ledger of
 * provider payments (equal when every captured payment landed in one place), then every captured
 * payment that settled nothing with its refund. Rupees with two decimals; text cells neutralised.
 */
export function reconciliationCsv(totals: Reconciliation, unapplied: UnappliedPayment[]): string {
  const figures = RECONCILIATION_FIGURES.map(([key, label]) => [
    label,
    rupees(totals.books[key]),
    rupees(totals.ledger[key]),
  ]);
  const rows = unapplied.map((payment) => [
    payment.paymentId,
    clubToday(new Date(payment.capturedAt)),
    rupees(payment.amount),
    payment.invoiceNumber ?? payment.subject,
    payment.reason,
    payment.refund.id ?? "",
    payment.refund.status,
  ]);
  return stringify(
    [
      [`Payments captured ${totals.from} to ${totals.to}`, "Our books", "Gateway's records"],
      ...figures,
      [],
      [...UNAPPLIED_CSV_COLUMNS],
      ...rows,
    ].map((cells) => cells.map(neutraliseFormula)),
  );
}
