import type { DepositDocumentLink, Membership } from "@/lib/memberships/types";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import { DepositDocumentLinks } from "./deposit-document-links";
import { DepositRefundButton } from "./deposit-refund-button";

/** Deposits whose membership has ended, with the policy's deadline, to refund and record. */
export function DepositRows({
  memberships,
  documents,
}: {
  memberships: Membership[];
  /** Each membership's deposit receipt (and refund voucher), by id (0083). */
  documents?: Record<string, DepositDocumentLink[]>;
}) {
  if (memberships.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        No deposits to refund.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-2xl border" aria-label="Deposits to refund">
      {memberships.map((m) => {
        const holder = m.company?.legalName ?? m.holder.name;
        return (
          <li
            key={m.id}
            className="flex flex-wrap items-center justify-between gap-3 p-4"
            data-testid="staff-deposit"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{holder}</p>
              <p className="text-muted-foreground text-sm">
                {formatInr(m.deposit.amount)}
                {m.deposit.refundDueBy
                  ? ` · refund by ${formatDateLabel(m.deposit.refundDueBy)}`
                  : ""}
              </p>
              <DepositDocumentLinks documents={documents?.[m.id]} />
            </div>
            <DepositRefundButton membershipId={m.id} holder={holder} deposit={m.deposit.amount} />
          </li>
        );
      })}
    </ul>
  );
}
