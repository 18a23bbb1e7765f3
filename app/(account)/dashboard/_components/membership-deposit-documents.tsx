import type { MemberMembershipView } from "@/lib/memberships/types";
import { formatInr } from "@/lib/pricing";

const LABELS = { receipt: "Deposit receipt", refund_voucher: "Deposit refund voucher" } as const;

/**
 * The security deposit's own documents (not tax invoices: a deposit is not a supply): its receipt
 * once paid, its refund voucher once returned, each as a PDF.
 */
export function MembershipDepositDocuments({ view }: { view: MemberMembershipView }) {
  if (view.depositDocuments.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label="Deposit documents" data-testid="deposit-documents">
      {view.depositDocuments.map((doc) => (
        <li key={doc.id} className="text-sm">
          <a
            href={`/api/memberships/deposit-documents/${doc.id}`}
            download
            className="text-accent underline-offset-4 hover:underline"
          >
            {LABELS[doc.kind]} {doc.number} (PDF)
          </a>{" "}
          <span className="text-muted-foreground tabular-nums">{formatInr(doc.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
