import type React from "react";
import { NOTICE_DAYS, noticeEndDate } from "@/lib/memberships/billing";
import type { MemberMembershipView } from "@/lib/memberships/types";
import { clubToday } from "@/lib/pricing";
import { PLAN_LABELS, seatsLabel } from "@/components/memberships/labels";
import { DashboardSection } from "./dashboard-section";
import { MembershipAutopay } from "./membership-autopay";
import { MembershipFacts } from "./membership-facts";
import { MembershipDepositDocuments } from "./membership-deposit-documents";
import { MembershipInvoices } from "./membership-invoices";
import { MembershipLateFees } from "./membership-late-fees";
import { MembershipNoticeButton } from "./membership-notice-button";
import { MembershipStatusBadge } from "./membership-status";

/**
 * The dashboard's "Membership": plan, seats, term, status, the next invoice, the deposit, every
 * invoice with its PDF and a way to pay it, autopay, and notice for the holder. `null` view:
 * the member has none, and the section is left out; "unavailable": it could not be read.
 */
export function MembershipSection({
  view,
  userId,
  seats,
}: {
  view: MemberMembershipView | "unavailable";
  userId: string;
  /** The holder's seat users and the seats the member sits on (MembershipSeats). */
  seats?: React.ReactNode;
}) {
  if (view === "unavailable") {
    return (
      <DashboardSection id="membership" title="Membership" className="lg:col-span-2">
        <p role="alert" className="text-muted-foreground text-sm">
          We couldn&apos;t load your membership right now. Please try again in a moment.
        </p>
      </DashboardSection>
    );
  }
  const { membership } = view;
  const holder = membership.holder.userId === userId;
  return (
    <DashboardSection id="membership" title="Membership" className="lg:col-span-2">
      <div className="space-y-6" data-testid="membership-section">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="text-xl font-semibold">
            {PLAN_LABELS[membership.plan]}
            <span className="text-muted-foreground font-normal">
              {" "}
              · {seatsLabel(membership.seats)}
            </span>
          </p>
          <MembershipStatusBadge membership={membership} />
        </div>
        <MembershipFacts view={view} />
        <MembershipAutopay
          membershipId={membership.id}
          autopay={membership.autopay}
          term={membership.term}
          running={membership.status === "active" && !membership.endDate}
          holder={holder}
        />
        <section aria-labelledby="membership-invoices-heading">
          <h3
            id="membership-invoices-heading"
            className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
          >
            Invoices
          </h3>
          <div className="mt-2">
            <MembershipInvoices view={view} />
          </div>
          <div className="mt-3">
            <MembershipDepositDocuments view={view} />
          </div>
          <div className="mt-3">
            <MembershipLateFees fees={view.lateFees} />
          </div>
        </section>
        {holder && view.canGiveNotice ? (
          <div className="bg-muted/60 flex flex-wrap items-center justify-between gap-3 rounded-xl p-4">
            <p className="text-muted-foreground text-sm">
              Leaving? Give {NOTICE_DAYS} days&apos; notice here; the deposit is refunded after the
              end.
            </p>
            <MembershipNoticeButton
              membershipId={membership.id}
              noticeDays={NOTICE_DAYS}
              endDate={noticeEndDate(clubToday(new Date()))}
            />
          </div>
        ) : null}
        {seats}
      </div>
    </DashboardSection>
  );
}
