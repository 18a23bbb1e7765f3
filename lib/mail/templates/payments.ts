import "server-only";
import { invoiceFilename, renderInvoicePdf } from "@/lib/invoices/pdf";
import type { IssuedInvoice } from "@/lib/invoices/types";
import type { MailContent } from "@/lib/mail/layout";
import type { MailAttachment, MailPayloads } from "@/lib/mail/types";
import { bookingTitle, formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";
import { bookingDetails } from "./bookings";

const manage = { label: "Manage your bookings", url: `${site.url}/dashboard` };

/** The tax invoice of an online payment (or the credit note of its refund), with its PDF. */
export async function paymentReceipt(
  invoice: IssuedInvoice,
): Promise<{ content: MailContent; attachments: MailAttachment[] }> {
  const original = invoice.creditNoteFor;
  const credit = invoice.series === "credit_note";
  const pdf = await renderInvoicePdf(invoice);
  return {
    content: {
      subject: credit
        ? `Credit note ${invoice.number} for your refund`
        : `Payment received: tax invoice ${invoice.number}`,
      heading: credit ? "Your credit note" : "Thank you for your payment",
      paragraphs: [
        credit
          ? `The attached credit note ${invoice.number} records the refund against invoice ${original ?? ""}.`.replace(
              / \.$/,
              ".",
            )
          : `The attached GST tax invoice ${invoice.number} is for your records and your company's books.`,
      ],
      details: [
        [credit ? "Credit note" : "Invoice", invoice.number],
        ["Total", formatInr(invoice.total)],
      ],
      action: manage,
    },
    attachments: [
      {
        filename: invoiceFilename(invoice),
        content: Buffer.from(pdf),
        contentType: "application/pdf",
      },
    ],
  };
}

/** A refund of an online payment: a cancellation's, or a payment that came after its hold lapsed. */
export function paymentRefunded({
  booking,
  amountPaise,
  late,
}: MailPayloads["payment-refunded"]): MailContent {
  const amount = formatInr(amountPaise);
  return {
    subject: `Refund of ${amount}: ${bookingTitle(booking.quote)}`,
    heading: "Your payment is being refunded",
    paragraphs: [
      late
        ? `Your payment arrived after the hold on this slot had ended, and the slot had been booked by someone else, so it was not booked for you. We have refunded the whole ${amount}.`
        : `We have refunded ${amount} under the cancellation policy.`,
      "Refunds reach your bank, card or UPI account within 5 to 7 working days.",
    ],
    details: [...bookingDetails(booking), ["Refund", amount]],
    action: manage,
  };
}
