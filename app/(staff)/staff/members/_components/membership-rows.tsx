import Link from "next/link";
import type { DepositDocumentLink, Membership } from "@/lib/memberships/types";
import { PLAN_LABELS, membershipStatusLabel, seatsLabel } from "@/components/memberships/labels";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";
import { DepositDocumentLinks } from "./deposit-document-links";
import { EndMembershipButton } from "./end-membership-button";
import { HandOfferButton } from "./hand-offer-button";

const holderOf = (m: Membership) => m.company?.legalName ?? m.holder.name;

/** Autopay's mandate as staff read it: its state, and which mandate (once set up). */
const AUTOPAY_LABELS: Record<Membership["autopay"]["status"], string> = {
  off: "Autopay off",
  pending: "Autopay pending: awaiting the bank's authorisation",
  active: "Autopay active",
  retrying: "Autopay retrying a failed debit",
  halted: "Autopay halted: invoices by link",
  cancelled: "Autopay cancelled",
  completed: "Autopay completed",
};
const MANDATE_LABELS: Record<Membership["autopay"]["mandate"], string> = {
  "upi-card": "UPI or card mandate",
  emandate: "e-mandate",
  link: "pay by link",
};
const autopayLabel = ({ autopay }: Membership) =>
  autopay.status === "off"
    ? AUTOPAY_LABELS.off
    : `${AUTOPAY_LABELS[autopay.status]} (${MANDATE_LABELS[autopay.mandate]})`;

/** Every membership that runs or is offered: who, what, the rent, its dates, and "End membership". */
export function MembershipRows({
  memberships,
  documents,
}: {
  memberships: Membership[];
  /** Each membership's deposit receipt and refund voucher, by id (0083). */
  documents?: Record<string, DepositDocumentLink[]>;
}) {
  if (memberships.length === 0) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-5 text-center text-sm">
        No memberships yet. Make one from a desk or office request in the inbox, or for a walk-in.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-2xl border" aria-label="Memberships">
      {memberships.map((m) => {
        const dates = m.endDate
          ? `${formatDateLabel(m.startDate)} to ${formatDateLabel(m.endDate)}`
          : `since ${formatDateLabel(m.startDate)}`;
        return (
          <li
            key={m.id}
            className="flex flex-wrap items-center justify-between gap-3 p-4"
            data-testid="staff-membership"
            data-status={m.status}
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {holderOf(m)}{" "}
                <span className="text-muted-foreground text-sm font-normal break-all">
                  {m.holder.email}
                </span>
              </p>
              <p className="text-muted-foreground text-sm">
                {PLAN_LABELS[m.plan]} · {seatsLabel(m.seats)} · {formatInr(m.monthlyRent)} a month ·{" "}
                {dates}
              </p>
              <p className="text-xs font-semibold" data-testid="staff-membership-status">
                {membershipStatusLabel(m)}
              </p>
              <p className="text-muted-foreground text-xs" data-testid="staff-membership-autopay">
                {autopayLabel(m)}
              </p>
              <DepositDocumentLinks documents={documents?.[m.id]} />
              <Link
                href={`/staff/members/${m.id}/credit`}
                className="text-xs underline underline-offset-2"
              >
                Room credit
              </Link>
              <Link href={`/staff/members/${m.id}`} className="text-xs underline">
                Seats and history
                <span className="sr-only"> of {holderOf(m)}</span>
              </Link>
            </div>
            <div className="flex flex-wrap gap-2">
              {m.status === "offered" && !m.acceptedAt ? (
                <HandOfferButton membershipId={m.id} holder={holderOf(m)} email={m.holder.email} />
              ) : null}
              {m.status === "ended" || m.status === "cancelled" ? null : (
                <EndMembershipButton membershipId={m.id} holder={holderOf(m)} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
