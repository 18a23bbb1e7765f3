import "server-only";
import { invoiceFilename, renderInvoicePdf } from "@/lib/invoices/pdf";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import type { MailContent } from "@/lib/mail/layout";
import type { MailAttachment } from "@/lib/mail/types";
import { bookingTitle, formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";
import { bookingDetails, bookingFromPayload } from "./bookings";
import type { RowPayload } from "./enquiries";

const manage = { label: "Manage your bookings", url: `${site.url}/dashboard` };

/** The tax invoice of an online payment (or the credit note of its refund), with its PDF. */
export async function paymentReceipt(
  row: RowPayload,
): Promise<{ content: MailContent; attachments: MailAttachment[] }> {
  const original = typeof row.original_number === "string" ? row.original_number : undefined;
  const invoice = fromInvoiceRow(row as unknown as InvoiceRow, original);
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
export function paymentRefunded(row: RowPayload): MailContent {
  const booking = bookingFromPayload(row);
  const amount = formatInr(Number(row.refund_amount));
  return {
    subject: `Refund of ${amount}: ${bookingTitle(booking.quote)}`,
    heading: "Your payment is being refunded",
    paragraphs: [
      row.late === true
        ? `Your payment arrived after the hold on this slot had ended, and the slot had been booked by someone else, so it was not booked for you. We have refunded the whole ${amount}.`
        : `We have refunded ${amount} under the cancellation policy.`,
      "Refunds reach your bank, card or UPI account within 5 to 7 working days.",
    ],
    details: [...bookingDetails(row), ["Refund", amount]],
    action: manage,
  };
}
