import type { DepositDocumentLink } from "@/lib/memberships/types";

const LABELS = { receipt: "Deposit receipt", refund_voucher: "Refund voucher" } as const;

/**
 * A membership's deposit receipt and refund voucher (0041) as staff open them: each its PDF,
 * staff's copy (/api/staff/deposit-documents/[id]/pdf). Nothing before the deposit is paid.
 */
export function DepositDocumentLinks({
  documents,
}: {
  documents: DepositDocumentLink[] | undefined;
}) {
  if (!documents?.length) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-xs" data-testid="staff-deposit-documents">
      {documents.map((doc) => (
        <a
          key={doc.id}
          href={`/api/staff/deposit-documents/${doc.id}/pdf`}
          download
          className="text-accent underline-offset-4 hover:underline"
        >
          {LABELS[doc.kind]} {doc.number} (PDF)
        </a>
      ))}
    </p>
  );
}
