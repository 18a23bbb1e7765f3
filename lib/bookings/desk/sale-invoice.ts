import "server-only";
import { bookingInvoiceRecord } from "@/lib/bookings/invoice";
import { readBooking } from "@/lib/bookings/payments";
import { getPaymentLedger, type PaymentBuyer, type StoredInvoice } from "@/lib/payments";

/** The desk payment's reference on its invoice: one invoice per sale, however often asked. */
export const deskSalePaymentRef = (bookingId: string) => `desk_${bookingId.replace(/-/g, "")}`;

/**
 * The GST tax invoice of a room, studio or day pass sold and paid at the desk (0056), issued as
 * an online payment's is: one line under SAC 997212, the buyer's company and GSTIN when given,
 * numbered by issue_invoice and e-mailed with its PDF by 0010's trigger ('payment-receipt').
 */
export async function invoiceDeskSale(
  bookingId: string,
  buyer: PaymentBuyer,
  issuedAt: Date,
): Promise<StoredInvoice> {
  const ledger = getPaymentLedger();
  const booking = await readBooking(bookingId);
  if (!booking || booking.paymentStatus !== "paid-at-front-desk") {
    throw new Error(`Booking ${bookingId} is not a desk sale paid at the desk`);
  }
  const { record } = bookingInvoiceRecord(booking, buyer);
  return ledger.issueInvoice({
    series: "invoice",
    paymentRef: deskSalePaymentRef(booking.id),
    issuedAt,
    record,
  });
}
