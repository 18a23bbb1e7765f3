import "server-only";
import type { Booking } from "@/lib/bookings/types";
import { buildInvoice } from "@/lib/invoices/build";
import { toInvoiceRecord } from "@/lib/invoices/record";
import { clubSupplier } from "@/lib/invoices/supplier";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { PaymentBuyer } from "@/lib/payments";
import { bookingTitle, describeWhen, percentOf } from "@/lib/pricing";
import type { BookingSeries } from "./types";

/** The value GST is charged on for a room or studio date: its quote's subtotal. */
const taxableOf = (date: Booking) =>
  date.quote.kind === "meeting-room" || date.quote.kind === "podcast-studio"
    ? date.quote.subtotal
    : 0;

/**
 * The series' one tax invoice, a line per date under SAC 997212 (the right to use the club's
 * premises), or the credit note of one date's refund (`credit`: that date and its share). Its
 * subject is the series, so a date's credit note names the series' invoice.
 */
export function seriesInvoiceRecord(
  series: BookingSeries,
  dates: readonly Booking[],
  buyer: PaymentBuyer,
  credit?: { share: number; invoiceId: string },
) {
  const [first] = dates;
  const draft = buildInvoice({
    supplier: clubSupplier(),
    buyer: { name: first?.contactName ?? first?.contactEmail ?? "Member", ...buyer },
    nature: { kind: "premises" },
    lines: dates.map((date) => ({
      description: `${bookingTitle(date.quote)}, ${describeWhen(date)}`,
      taxCode: SPACE_RENTAL,
      quantity: 1,
      taxableValue: percentOf(taxableOf(date), credit?.share ?? 100),
    })),
  });
  return {
    draft,
    record: toInvoiceRecord(draft, {
      subject: "booking",
      subjectId: series.id,
      userId: series.userId,
      creditNoteFor: credit?.invoiceId,
    }),
  };
}
