import "server-only";
import { bookingInvoiceRecord } from "@/lib/bookings/invoice";
import type { Booking } from "@/lib/bookings/types";
import type { RepriceDocuments } from "@/lib/bookings/reschedule/reprice-store";
import type { PaymentBuyer } from "@/lib/payments";
import type { PlannedBooking } from "@/lib/pricing";

/** The booking as it will stand at the new time (lib/pricing's plan): what its new invoice describes. */
export function movedTo(booking: Booking, planned: PlannedBooking): Booking {
  return {
    ...booking,
    date: planned.date,
    startsAt: planned.startsAt?.toISOString(),
    endsAt: planned.endsAt?.toISOString(),
    hours: planned.hours,
    quote: planned.quote,
    totalPaise: planned.total,
  };
}

/**
 * A move's two documents (0110 issues them with the move): the booking's invoice `invoiceId`
 * credited in full (none when it was never invoiced), and the invoice of the moved booking, one
 * line under SAC 997212 each, the buyer as given at checkout.
 */
export function repriceDocuments(
  booking: Booking,
  moved: Booking,
  buyer: PaymentBuyer,
  invoiceId: string | null,
): RepriceDocuments {
  return {
    credit_note: invoiceId
      ? bookingInvoiceRecord(booking, buyer, { share: 100, invoiceId }).record
      : null,
    invoice: bookingInvoiceRecord(moved, buyer).record,
  };
}
