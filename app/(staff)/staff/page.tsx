import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ownerCapacity } from "@/lib/insights";
import { membershipTotals } from "@/lib/memberships";
import { getStaffPort, INBOX_PAGE_SIZE, overdueClock } from "@/lib/staff";
import { requireStaffPage } from "@/lib/staff/access";
import { encodeCursor } from "@/lib/staff/cursor";
import { inboxQueryString, parseInboxQuery } from "@/lib/staff/filter";
import { InboxFilters } from "./_components/inbox-filters";
import { LeadCard } from "./_components/lead-card";
import { MembershipTotals } from "./_components/membership-totals";
import { OwnerSummary } from "./_components/owner-summary";

export const metadata: Metadata = { title: "Inbox" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Every lead the site took, newest first: filters and search in the query string (a plain GET
 * form), pages by keyset (`after` = the last lead shown), and the same filter as a CSV export.
 */
export default async function StaffInboxPage({ searchParams }: Props) {
  const member = await requireStaffPage("/staff");
  const { filter, after } = parseInboxQuery(await searchParams);
  const clock = overdueClock();
  const staff = getStaffPort();
  const [leads, team, totals, capacity] = await Promise.all([
    staff.listInbox(filter, { after, limit: INBOX_PAGE_SIZE + 1 }, clock, member.access),
    staff.listStaff(member.access),
    // The figures are a glance: the inbox still works when they cannot be read.
    membershipTotals(new Date()).catch(() => null),
    ownerCapacity().catch(() => null),
  ]);
  const page = leads.slice(0, INBOX_PAGE_SIZE);
  const last = page[page.length - 1];
  const next =
    leads.length > INBOX_PAGE_SIZE && last
      ? inboxQueryString(
          filter,
          encodeCursor({ createdAt: last.createdAt, sourceId: last.sourceId }),
        )
      : null;
  const names = new Map(team.map((s) => [s.userId, s.name ?? s.email]));
  const filtered = Boolean(filter.type || filter.status || filter.search || filter.overdue);

  return (
    <div>
      {totals ? (
        <div className="mb-10">
          <MembershipTotals totals={totals} link />
          {capacity ? <OwnerSummary totals={totals} capacity={capacity} /> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Inbox</h1>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/staff/export${inboxQueryString(filter)}`} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <InboxFilters filter={filter} />
      {page.length === 0 ? (
        <p className="text-muted-foreground mt-8 rounded-2xl border border-dashed p-8 text-center">
          {filtered
            ? "No leads match these filters."
            : "No leads yet. Enquiries, registrations and requests will appear here."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Leads">
          {page.map((lead) => (
            <li key={`${lead.source}:${lead.sourceId}`}>
              <LeadCard
                lead={lead}
                clock={clock}
                assignee={lead.assignee ? names.get(lead.assignee) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Inbox pages" className="mt-6 flex flex-wrap gap-3">
        {after ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/staff${inboxQueryString(filter)}`}>Back to the newest</Link>
          </Button>
        ) : null}
        {next ? (
          <Button asChild variant="outline" size="sm">
            <Link href={`/staff${next}`}>Older leads</Link>
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
