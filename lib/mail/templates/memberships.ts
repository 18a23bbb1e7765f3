import "server-only";
import { invoiceFilename, renderInvoicePdf } from "@/lib/invoices/pdf";
import type { MailContent } from "@/lib/mail/layout";
import type {
  MailAttachment,
  MailMembership,
  MailMembershipInvoice,
  MailPayloads,
} from "@/lib/mail/types";
import { lateFeeTerms } from "@/lib/memberships/collections";
import { formatDateLabel, formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";

const PLAN_NAMES: Record<MailMembership["plan"], string> = {
  "dedicated-desk": "Dedicated Desk",
  "managed-office": "Managed Office",
  "virtual-office": "Virtual Office",
};

const dashboard = { label: "Open your membership", url: `${site.url}/dashboard` };
const seatsOf = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;
const title = (m: { plan: MailMembership["plan"]; seats: number }) =>
  `${PLAN_NAMES[m.plan]}, ${seatsOf(m.seats)}`;

/** The offer staff made, with the link to review and accept it. */
export function membershipOffer({
  membership,
  link,
}: MailPayloads["membership-offer"]): MailContent {
  return {
    subject: `Your membership offer: ${title(membership)}`,
    heading: `Your ${PLAN_NAMES[membership.plan]} offer`,
    paragraphs: [
      `Hello ${membership.holderName}, the club has prepared your membership. Review the plan, the rent with GST, the deposit, the first invoice and the notice and deposit rules, then accept it online.`,
      "The link is personal: anyone who has it can see the offer, so do not forward it.",
    ],
    details: [
      ["Plan", title(membership)],
      ["Term", membership.term[0]!.toUpperCase() + membership.term.slice(1)],
      ["Starts", formatDateLabel(membership.startDate)],
      ["Monthly rent", `${formatInr(membership.monthlyRent)} + GST`],
      ["Security deposit", `${formatInr(membership.deposit)} (refundable, no GST)`],
      ...(membership.lateFeeBp
        ? [["Late fee", lateFeeTerms(membership.lateFeeBp) ?? ""] as [string, string]]
        : []),
    ],
    action: { label: "Review and accept", url: link },
  };
}

const REMINDER_LINES: Record<MailMembershipInvoice["kind"], (i: MailMembershipInvoice) => string> =
  {
    issued: (i) =>
      `Your GST tax invoice ${i.number} for ${formatDateLabel(i.periodStart)} to ${formatDateLabel(i.periodEnd)} is ready. It is due on ${formatDateLabel(i.dueDate)}.`,
    due: (i) =>
      `Invoice ${i.number} is due today. Pay it from your dashboard or at the front desk.`,
    late: (i) =>
      `Invoice ${i.number} was due on ${formatDateLabel(i.dueDate)} and is still unpaid. Please pay it today from your dashboard or at the front desk.`,
    "late-10": (i) =>
      `Invoice ${i.number} is now 10 days overdue: it was due on ${formatDateLabel(i.dueDate)}. Please pay it today from your dashboard or at the front desk.`,
    "late-20": (i) =>
      `Invoice ${i.number} is now 20 days overdue: it was due on ${formatDateLabel(i.dueDate)}. Please pay it today, or reply to this e-mail if anything about it is wrong.`,
  };

/** The TDS the holder keeps back (0048): the amount due is the invoice's total and deposit less it. */
const tdsOf = (i: MailMembershipInvoice) => i.invoiceTotal + i.deposit - i.amountDue;

/** An invoice issued, and its reminders on the due date and 3, 10 and 20 days later. */
export function membershipInvoice(invoice: MailMembershipInvoice): MailContent {
  const amount = formatInr(invoice.amountDue);
  const subjects = {
    issued: `Invoice ${invoice.number}: ${amount} due ${formatDateLabel(invoice.dueDate)}`,
    due: `Due today: invoice ${invoice.number}, ${amount}`,
    late: `Overdue: invoice ${invoice.number}, ${amount}`,
    "late-10": `10 days overdue: invoice ${invoice.number}, ${amount}`,
    "late-20": `20 days overdue: invoice ${invoice.number}, ${amount}`,
  };
  return {
    subject: subjects[invoice.kind],
    heading:
      invoice.kind === "issued" ? "Your membership invoice" : "A reminder about your invoice",
    paragraphs: [REMINDER_LINES[invoice.kind](invoice)],
    details: [
      ["Membership", title(invoice)],
      ["Invoice", invoice.number],
      ["Rent with GST", formatInr(invoice.invoiceTotal)],
      ...(invoice.deposit > 0
        ? [["Security deposit (no GST)", formatInr(invoice.deposit)] as [string, string]]
        : []),
      ...(tdsOf(invoice) > 0
        ? [["TDS receivable", formatInr(tdsOf(invoice))] as [string, string]]
        : []),
      ["Amount due", amount],
    ],
    action: dashboard,
  };
}

/** An invoice just issued, with its PDF attached (as the payment receipts carry theirs). */
export async function membershipInvoiceWithPdf(
  invoice: MailMembershipInvoice,
): Promise<{ content: MailContent; attachments: MailAttachment[] }> {
  const content = membershipInvoice(invoice);
  if (!invoice.invoice) return { content, attachments: [] };
  const pdf = await renderInvoicePdf(invoice.invoice);
  return {
    content,
    attachments: [
      {
        filename: invoiceFilename(invoice.invoice),
        content: Buffer.from(pdf),
        contentType: "application/pdf",
      },
    ],
  };
}

/** The holder's notice, confirmed with the end date. */
export function membershipNotice(membership: MailMembership): MailContent {
  const end = membership.endDate ? formatDateLabel(membership.endDate) : "";
  return {
    subject: `Notice received: your membership ends on ${end}`,
    heading: "We have your notice",
    paragraphs: [
      `Your ${title(membership)} membership ends on ${end}, 30 days from your notice. The current billing period is not refunded; your final invoice covers the days up to the end date.`,
      "Your security deposit is returned within 30 days after the end date, once access cards and keys are back and any dues are settled.",
    ],
    action: dashboard,
  };
}

/** The deposit refunded, with any deduction and its reason. */
export function membershipDepositRefunded(membership: MailMembership): MailContent {
  const refund = membership.depositRefund;
  return {
    subject: `Your security deposit refund of ${formatInr(refund?.amount ?? 0)}`,
    heading: "Your deposit is on its way",
    paragraphs: [
      `We have refunded ${formatInr(refund?.amount ?? 0)} of your ${formatInr(membership.deposit)} security deposit (reference ${refund?.reference ?? ""}). Your bank may take a few business days to show it.`,
      ...(refund && refund.deduction > 0
        ? [
            `We kept back ${formatInr(refund.deduction)}: ${refund.deductionReason ?? "see your statement"}.`,
          ]
        : []),
    ],
    action: dashboard,
  };
}
