import type { MemberMembershipView, MembershipInvoice } from "@/lib/memberships/types";
import { INVOICE_STATUS_LABELS, periodLabel } from "@/components/memberships/labels";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { MembershipPayButton } from "./membership-pay-button";

function paidNote(invoice: MembershipInvoice): string {
  if (!invoice.paidAt) return `Due by ${formatDateLabel(invoice.dueDate)}`;
  const how = invoice.paymentMethod === "online" ? "online" : `by ${invoice.paymentMethod}`;
  return `Paid ${how}`;
}

/**
 * Every invoice of the membership, newest first, each with its tax invoice PDF; an unpaid one
 * can be paid online when the club takes payments online, else at the front desk.
 */
export function MembershipInvoices({ view }: { view: MemberMembershipView }) {
  if (view.invoices.length === 0) {
    return <p className="text-muted-foreground text-sm">No invoices yet.</p>;
  }
  return (
    <ul className="divide-y" aria-label="Membership invoices" data-testid="membership-invoices">
      {view.invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-wrap items-start justify-between gap-3 py-3"
          data-testid="membership-invoice"
          data-status={invoice.status}
        >
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium">
              {invoice.number}{" "}
              <span
                className={cn(
                  "ml-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
                  invoice.status === "overdue"
                    ? "bg-destructive text-destructive-foreground"
                    : invoice.status === "paid"
                      ? "bg-muted text-muted-foreground"
                      : "bg-accent-soft text-foreground",
                )}
              >
                {INVOICE_STATUS_LABELS[invoice.status]}
              </span>
            </p>
            <p className="text-muted-foreground text-sm">
              {periodLabel(invoice.periodStart, invoice.periodEnd)}
              {invoice.deposit ? ` · includes the deposit of ${formatInr(invoice.deposit)}` : ""}
            </p>
            {invoice.tds ? (
              <p className="text-muted-foreground text-sm" data-testid="membership-invoice-tds">
                TDS receivable {formatInr(invoice.tds)} · you pay the total less the TDS you deduct
              </p>
            ) : null}
            <p className="text-muted-foreground text-xs">{paidNote(invoice)}</p>
            <a
              href={`/api/invoices/${invoice.invoiceId}`}
              download
              className="text-accent inline-block text-sm underline-offset-4 hover:underline"
            >
              Tax invoice {invoice.number} (PDF)
            </a>
          </div>
          <div className="flex flex-col items-end gap-2">
            <p className="font-semibold tabular-nums">{formatInr(invoice.amountDue)}</p>
            {invoice.paidAt ? null : view.paymentMethod === "razorpay" ? (
              <MembershipPayButton invoiceId={invoice.id} amount={invoice.amountDue} />
            ) : (
              <p className="text-muted-foreground max-w-48 text-right text-xs">
                Pay at the front desk by UPI, NEFT, cheque or cash.
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
