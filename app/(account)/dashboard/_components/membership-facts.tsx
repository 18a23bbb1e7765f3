import type { MemberMembershipView } from "@/lib/memberships/types";
import { DEPOSIT_LABELS, TERM_LABELS } from "@/components/memberships/labels";
import { formatDateLabel } from "@/lib/format";
import { formatInr } from "@/lib/pricing";

function depositText({ deposit }: MemberMembershipView["membership"]): string {
  const base = `${formatInr(deposit.amount)}: ${DEPOSIT_LABELS[deposit.state]}`;
  if (deposit.state === "refund-due" && deposit.refundDueBy) {
    return `${base} by ${formatDateLabel(deposit.refundDueBy)}`;
  }
  if (deposit.state === "refunded" && deposit.refund) {
    const kept = deposit.refund.deduction
      ? `, ${formatInr(deposit.refund.deduction)} kept back (${deposit.refund.deductionReason ?? "see your statement"})`
      : "";
    return `${base}: ${formatInr(deposit.refund.amount)} by ${deposit.refund.method}, reference ${deposit.refund.reference}${kept}`;
  }
  return base;
}

function nextInvoiceText(view: MemberMembershipView): string {
  if (view.nextInvoice) {
    return `${formatDateLabel(view.nextInvoice.date)}: ${formatInr(view.nextInvoice.amount)}`;
  }
  return view.membership.endDate ? "None: your final invoice has been issued" : "None";
}

/** What the membership is, and where its money stands: the dashboard's facts list. */
export function MembershipFacts({ view }: { view: MemberMembershipView }) {
  const { membership } = view;
  const facts: [string, string, string][] = [
    ["term", "Term", TERM_LABELS[membership.term]],
    [
      "rent",
      "Rent",
      `${formatInr(membership.monthlyRent)} a month, ${formatInr(membership.monthlyTotal)} with GST`,
    ],
    ["start", "Start date", formatDateLabel(membership.startDate)],
  ];
  if (membership.endDate) facts.push(["end", "End date", formatDateLabel(membership.endDate)]);
  facts.push(["next-invoice", "Next invoice", nextInvoiceText(view)]);
  facts.push(["deposit", "Deposit", depositText(membership)]);
  if (membership.company) {
    const gstin = membership.company.gstin ? `, GSTIN ${membership.company.gstin}` : "";
    facts.push(["company", "Billed to", `${membership.company.legalName}${gstin}`]);
  }
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
      {facts.map(([id, label, value]) => (
        <div key={id} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words" data-testid={`membership-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
