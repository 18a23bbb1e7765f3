import type { StaffMembershipsView } from "@/lib/memberships/types";
import { INVOICE_STATUS_LABELS, periodLabel } from "@/components/memberships/labels";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { MarkPaidButton } from "./mark-paid-button";

type StaffInvoice = StaffMembershipsView["invoices"][number];

/** Invoices as staff follow them: who, which period, how much, where it stands, and "Mark paid". */
export function InvoiceRows({ invoices, empty }: { invoices: StaffInvoice[]; empty: string }) {
  if (invoices.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        {empty}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-2xl border" aria-label="Invoices">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
          data-testid="staff-invoice"
          data-status={invoice.status}
        >
          <div className="min-w-0">
            <p className="font-medium break-words">
              {invoice.company ?? invoice.holderName}{" "}
              <span className="text-muted-foreground font-normal">· {invoice.number}</span>
            </p>
            <p className="text-muted-foreground text-sm">
              {periodLabel(invoice.periodStart, invoice.periodEnd)} · due{" "}
              {formatDateLabel(invoice.dueDate)}
            </p>
            <p className="text-xs">
              <span
                className={cn(
                  "font-semibold",
                  invoice.status === "overdue" ? "text-destructive" : "text-muted-foreground",
                )}
              >
                {INVOICE_STATUS_LABELS[invoice.status]}
              </span>
              {invoice.paidAt ? (
                <span className="text-muted-foreground">
                  {" "}
                  · {invoice.paymentMethod}
                  {invoice.paymentReference ? ` ${invoice.paymentReference}` : ""}
                </span>
              ) : null}
              {" · "}
              <a
                href={`/api/invoices/${invoice.invoiceId}`}
                download
                className="text-accent underline underline-offset-4"
              >
                PDF
                <span className="sr-only"> of {invoice.number}</span>
              </a>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <p className="font-semibold tabular-nums">{formatInr(invoice.amountDue)}</p>
            {invoice.paidAt ? null : (
              <MarkPaidButton
                invoiceId={invoice.id}
                number={invoice.number}
                amount={invoice.amountDue}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
