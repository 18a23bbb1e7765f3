import type { LateFee } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";

const STATUS: Record<LateFee["status"], string> = {
  due: "due",
  paid: "paid",
  reversed: "reversed",
};

/**
 * The late fees invoiced on this membership (0084), each a tax invoice of its own with its PDF,
 * and the credit note of one staff reversed.
 */
export function MembershipLateFees({ fees }: { fees: LateFee[] | undefined }) {
  if (!fees?.length) return null;
  return (
    <ul className="space-y-1" aria-label="Late fees" data-testid="late-fees">
      {fees.map((fee) => (
        <li key={fee.id} className="text-sm" data-status={fee.status}>
          <a
            href={`/api/invoices/${fee.invoiceId}`}
            download
            className="text-accent underline-offset-4 hover:underline"
          >
            Late fee {fee.number} (PDF)
          </a>{" "}
          <span className="text-muted-foreground">
            on invoice {fee.overdueInvoiceNumber} ·{" "}
            <span className="tabular-nums">{formatInr(fee.amount)}</span> · {STATUS[fee.status]}
          </span>
          {fee.creditNoteId ? (
            <>
              {" "}
              <a
                href={`/api/invoices/${fee.creditNoteId}`}
                download
                className="text-accent underline-offset-4 hover:underline"
              >
                Credit note {fee.creditNoteNumber} (PDF)
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
