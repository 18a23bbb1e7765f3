import {
  GST_PERCENT,
  SECURITY_DEPOSIT_MONTHS,
  VIRTUAL_OFFICE_MONTHLY_PRICE,
  formatInr,
  percentOf,
  quoteWorkspace,
} from "@/lib/pricing";
import type { MembershipDraft } from "./membership-draft";

/** A month's rent as the plan prices it: the calculator's for desks and offices. */
function monthlyRent(draft: MembershipDraft): number | null {
  if (draft.plan === "virtual-office") return VIRTUAL_OFFICE_MONTHLY_PRICE;
  const seats = Number(draft.seats);
  if (!Number.isInteger(seats) || seats < 1) return null;
  return quoteWorkspace({ product: draft.plan, seats, term: draft.term }).monthlyRent;
}

/**
 * What the offer will say, before it is sent: a month's rent, its GST and the deposit. The
 * server prices the offer itself (and prorates the first month); this is the staff's preview.
 */
export function MembershipQuote({ draft }: { draft: MembershipDraft }) {
  const rent = monthlyRent(draft);
  if (rent === null) return null;
  const gst = percentOf(rent, GST_PERCENT);
  return (
    <dl
      className="bg-muted/60 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-xl p-4 text-sm"
      aria-label="Offer preview"
    >
      <dt className="text-muted-foreground">Monthly rent</dt>
      <dd className="text-right font-medium tabular-nums">{formatInr(rent)}</dd>
      <dt className="text-muted-foreground">GST {GST_PERCENT}% a month</dt>
      <dd className="text-right tabular-nums">{formatInr(gst)}</dd>
      <dt className="text-muted-foreground">
        Deposit ({SECURITY_DEPOSIT_MONTHS} months&apos; rent, no GST)
      </dt>
      <dd className="text-right tabular-nums">{formatInr(rent * SECURITY_DEPOSIT_MONTHS)}</dd>
    </dl>
  );
}
