import "server-only";
import { getServerConfig } from "@/lib/config";

/** A document as the member's dashboard lists it, under the booking it belongs to. */
export type InvoiceLink = { id: string; number: string; kind: "invoice" | "credit_note" };

/**
 * The member's tax invoices and credit notes by booking id; none when payments are taken at the
 * front desk (nothing was ever invoiced online).
 */
export async function listMemberInvoices(userId: string): Promise<Map<string, InvoiceLink[]>> {
  const byBooking = new Map<string, InvoiceLink[]>();
  if (!getServerConfig().razorpay) return byBooking;
  // Loaded only when payments are online: the dashboard's other readers never need the ledger.
  const { getPaymentLedger } = await import("@/lib/payments/ledger/select");
  for (const doc of await getPaymentLedger().listInvoicesForUser(userId)) {
    const list = byBooking.get(doc.subjectId) ?? [];
    list.push({ id: doc.id, number: doc.number, kind: doc.series });
    byBooking.set(doc.subjectId, list);
  }
  return byBooking;
}
