import type { LateFee } from "@/lib/memberships/types";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import { LateFeePaidButton, LateFeeReverseButton } from "./late-fee-buttons";

const STATUS: Record<LateFee["status"], string> = {
  due: "Due",
  paid: "Paid",
  reversed: "Reversed",
};

/**
 * Every late fee invoiced (0084), newest first: whose, on which overdue invoice, how much, its
 * state; an unpaid one can be recorded paid at the desk or reversed with a credit note.
 */
export function LateFeeRows({ fees }: { fees: LateFee[] }) {
  if (fees.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        No late fees invoiced.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-2xl border" aria-label="Late fees invoiced">
      {fees.map((fee) => (
        <li
          key={fee.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
          data-testid="staff-late-fee"
          data-status={fee.status}
        >
          <div className="min-w-0">
            <p className="font-medium break-words">
              {fee.holder}{" "}
              <span className="text-muted-foreground text-sm font-normal">
                {fee.number} on {fee.overdueInvoiceNumber}
              </span>
            </p>
            <p className="text-muted-foreground text-sm tabular-nums">
              {formatInr(fee.amount)} · since {formatDateLabel(fee.feeDate)} · {STATUS[fee.status]}
              {fee.creditNoteNumber
                ? ` by ${fee.creditNoteNumber}: ${fee.reversalReason ?? ""}`
                : ""}
            </p>
          </div>
          {fee.status === "due" ? (
            <div className="flex flex-wrap gap-2">
              <LateFeePaidButton fee={fee} />
              <LateFeeReverseButton fee={fee} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
