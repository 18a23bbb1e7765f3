import "server-only";
import { buildInvoice } from "@/lib/invoices/build";
import { toInvoiceRecord } from "@/lib/invoices/record";
import { clubSupplier } from "@/lib/invoices/supplier";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { Booking } from "@/lib/bookings/types";
import { bookingTitle, describeWhen, percentOf, type BookingQuote } from "@/lib/pricing";
import type { PaymentBuyer } from "@/lib/payments";

/** The value GST is charged on: the quote's subtotal (rooms, studio) or price (a day pass). */
function taxableOf(quote: BookingQuote): number {
  // Credit paid part of it (issue 38): not a new supply, so only the money part is invoiced.
  if (quote.kind === "day-pass") return quote.price - (quote.credit ?? 0);
  if (quote.kind === "meeting-room" || quote.kind === "podcast-studio") return quote.subtotal;
  throw new RangeError(`A ${quote.kind} is not paid online`);
}

/**
 * The tax invoice of a booking paid online (`share` 100), or the credit note of a refund of
 * `share` per cent of it: one line under SAC 997212, the buyer as the member named themselves
 * and the company and GSTIN they gave at checkout.
 */
export function bookingInvoiceRecord(
  booking: Booking,
  buyer: PaymentBuyer,
  credit?: { share: number; invoiceId: string },
) {
  const draft = buildInvoice({
    supplier: clubSupplier(),
    buyer: { name: booking.contactName ?? booking.contactEmail, ...buyer },
    // Rooms, the studio, a day pass: the right to use the club's premises.
    nature: { kind: "premises" },
    lines: [
      {
        description: `${bookingTitle(booking.quote)}, ${describeWhen(booking)}`,
        taxCode: SPACE_RENTAL,
        quantity: 1,
        taxableValue: percentOf(taxableOf(booking.quote), credit?.share ?? 100),
      },
    ],
  });
  return {
    draft,
    record: toInvoiceRecord(draft, {
      subject: booking.kind === "day-pass" ? "day-pass" : "booking",
      subjectId: booking.id,
      userId: booking.userId,
      creditNoteFor: credit?.invoiceId,
    }),
  };
}
