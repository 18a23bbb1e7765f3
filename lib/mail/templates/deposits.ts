import "server-only";
import { depositDocumentFilename, renderDepositDocumentPdf } from "@/lib/invoices/deposit-pdf";
import type { DepositDocument } from "@/lib/invoices/types";
import type { MailContent } from "@/lib/mail/layout";
import type { MailAttachment } from "@/lib/mail/types";
import { formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";

/** The deposit's receipt, its PDF attached: the member's proof of the money the club holds. */
export async function depositReceipt(
  receipt: DepositDocument,
): Promise<{ content: MailContent; attachments: MailAttachment[] }> {
  const pdf = await renderDepositDocumentPdf(receipt);
  return {
    content: {
      subject: `Receipt ${receipt.number}: your security deposit of ${formatInr(receipt.amount)}`,
      heading: "We have your security deposit",
      paragraphs: [
        `The attached receipt ${receipt.number} records your refundable security deposit of ${formatInr(receipt.amount)}. A deposit is not a supply, so it carries no GST and is on no tax invoice; it is returned within 30 days after your membership ends.`,
      ],
      details: [
        ["Receipt", receipt.number],
        ["Security deposit (no GST)", formatInr(receipt.amount)],
      ],
      action: { label: "Open your membership", url: `${site.url}/dashboard` },
    },
    attachments: [
      {
        filename: depositDocumentFilename(receipt),
        content: Buffer.from(pdf),
        contentType: "application/pdf",
      },
    ],
  };
}
