import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  listDepositDocumentLinks,
  listMembershipsForStaff,
  listOpenSeatChanges,
  parseStaffPages,
} from "@/lib/memberships";
import { requireStaffPage } from "@/lib/staff/access";
import { formatInr } from "@/lib/pricing";
import { MembershipTotals } from "../_components/membership-totals";
import { DepositRows } from "./_components/deposit-rows";
import { Gstr1Form } from "./_components/gstr1-form";
import { InvoiceCsvForm } from "./_components/invoice-csv-form";
import { InvoiceRows } from "./_components/invoice-rows";
import { ListPages } from "./_components/list-pages";
import { MembershipRows } from "./_components/membership-rows";
import { SeatChangeRows } from "./_components/seat-change-rows";
import { StaffSection } from "./_components/staff-section";

export const metadata: Metadata = { title: "Members and billing" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The club's memberships and their money: figures, this month's invoices (mark paid), older
 * invoices overdue, every membership (end early), deposits to refund, and the accountant's CSV.
 * Each list pages by keyset, newest first (`?memberships=<id of the last shown>` and so on).
 */
export default async function StaffMembersPage({ searchParams }: Props) {
  await requireStaffPage("/staff/members");
  const now = new Date();
  const pages = parseStaffPages(await searchParams);
  const view = await listMembershipsForStaff(now, pages);
  // Each membership's deposit receipt and refund voucher, linked from its row (0083).
  const documents = await listDepositDocumentLinks([
    ...new Set([...view.memberships, ...view.depositsToRefund].map((m) => m.id)),
  ]);
  // Seat changes the holders asked (to approve or decline) and decreases' refunds due (0105).
  const seatChanges = await listOpenSeatChanges();
  const { paid, due, overdue } = view.totals.thisMonth;
  const { invoices: paidInvoices, deposits: paidDeposits } = view.totals.paidApart;

  return (
    <div className="grid gap-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Members and billing</h1>
        <Button asChild size="sm" variant="outline">
          <Link href="/staff/payments">Payments reconciliation</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href="/staff/members/rates">Member rates and credit</Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/staff/members/new">
            <Plus aria-hidden />
            New membership
          </Link>
        </Button>
      </div>
      <MembershipTotals totals={view.totals} />
      {seatChanges.length > 0 ? (
        <StaffSection id="seat-changes" title="Seat changes to decide">
          <SeatChangeRows changes={seatChanges} linked />
        </StaffSection>
      ) : null}
      <StaffSection
        id="invoices"
        title="This month's invoices"
        aside={
          <p className="text-muted-foreground text-sm tabular-nums" data-testid="month-totals">
            Paid {formatInr(paid)} · Due {formatInr(due)} ·{" "}
            <span className={overdue ? "text-destructive font-medium" : undefined}>
              Overdue {formatInr(overdue)}
            </span>
            <span className="block text-xs" data-testid="month-paid-apart">
              Paid = rent and GST {formatInr(paidInvoices)} + deposits (no GST){" "}
              {formatInr(paidDeposits)}
            </span>
          </p>
        }
      >
        <InvoiceRows invoices={view.invoices} empty="No invoices issued this month yet." />
        <ListPages
          list="invoices"
          label="Older invoices"
          current={pages.invoices}
          next={view.next.invoices}
        />
      </StaffSection>
      {view.overdue.length > 0 ? (
        <StaffSection id="overdue" title="Overdue from earlier months">
          <InvoiceRows invoices={view.overdue} empty="" />
          <ListPages
            list="overdue"
            label="Older overdue invoices"
            current={pages.overdue}
            next={view.next.overdue}
          />
        </StaffSection>
      ) : null}
      <StaffSection id="memberships" title="All memberships">
        <MembershipRows memberships={view.memberships} documents={documents} />
        <ListPages
          list="memberships"
          label="Older memberships"
          current={pages.memberships}
          next={view.next.memberships}
        />
      </StaffSection>
      <StaffSection id="deposits" title="Deposits to refund">
        <DepositRows memberships={view.depositsToRefund} documents={documents} />
        <ListPages
          list="depositsToRefund"
          label="More deposits to refund"
          current={pages.depositsToRefund}
          next={view.next.depositsToRefund}
        />
      </StaffSection>
      <StaffSection id="accountant" title="Invoices for the accountant">
        <InvoiceCsvForm now={now} />
      </StaffSection>
      <StaffSection id="gstr1" title="The accountant's month (GSTR-1)">
        <Gstr1Form now={now} />
      </StaffSection>
    </div>
  );
}
