import Link from "next/link";
import type { MembershipTotals as Totals } from "@/lib/memberships/types";
import { MEMBERSHIP_PLANS } from "@/lib/memberships/types";
import { PLAN_LABELS, seatsLabel } from "@/components/memberships/labels";
import { formatInr } from "@/lib/pricing";
import { cn } from "@/lib/utils";

function Figure({
  label,
  value,
  detail,
  alert,
}: {
  label: string;
  value: string;
  detail: string;
  alert?: boolean;
}) {
  return (
    <div className="bg-card rounded-2xl border p-5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", alert && "text-destructive")}>
        {value}
      </dd>
      <dd className="text-muted-foreground mt-1 text-xs">{detail}</dd>
    </div>
  );
}

/**
 * The club's figures at a glance: monthly recurring revenue, seats taken by plan, and invoices
 * overdue (on the console's home and on "Members and billing").
 */
export function MembershipTotals({ totals, link }: { totals: Totals; link?: boolean }) {
  const seats = MEMBERSHIP_PLANS.filter((plan) => totals.seatsByPlan[plan] > 0)
    .map((plan) => `${PLAN_LABELS[plan]} ${seatsLabel(totals.seatsByPlan[plan])}`)
    .join(" · ");
  const taken = MEMBERSHIP_PLANS.reduce((sum, plan) => sum + totals.seatsByPlan[plan], 0);
  return (
    <section aria-labelledby="membership-totals-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="membership-totals-heading" className="font-sans text-lg font-semibold">
          Memberships
        </h2>
        {link ? (
          <Link
            href="/staff/members"
            className="text-accent text-sm underline-offset-4 hover:underline"
          >
            Members and billing
          </Link>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="membership-totals">
        <Figure
          label="Monthly recurring revenue"
          value={formatInr(totals.mrr)}
          detail={`${totals.activeCount} active ${totals.activeCount === 1 ? "membership" : "memberships"}, before GST`}
        />
        <Figure label="Seats taken" value={String(taken)} detail={seats || "No seats taken yet"} />
        <Figure
          label="Invoices overdue"
          value={String(totals.overdue.count)}
          detail={
            totals.overdue.count
              ? `${formatInr(totals.overdue.amount)} unpaid past the 5th`
              : "None"
          }
          alert={totals.overdue.count > 0}
        />
      </dl>
    </section>
  );
}
