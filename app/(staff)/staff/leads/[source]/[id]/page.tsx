import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowLeft, FileSignature } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatClubDateTime } from "@/lib/format";
import { getStaffPort, overdueClock } from "@/lib/staff";
import { requireStaffPage } from "@/lib/staff/access";
import { isLeadOverdue } from "@/lib/staff/overdue";
import { LEAD_SOURCES, LEAD_TYPE_LABELS, type LeadSource } from "@/lib/staff/types";
import { ActivityLog } from "./activity-log";
import { PipelineForm } from "./pipeline-form";

export const metadata: Metadata = { title: "Lead" };

type Props = { params: Promise<{ source: string; id: string }> };

/** One lead: everything they sent, where it stands in the pipeline, and who did what to it. */
export default async function LeadPage({ params }: Props) {
  const { source, id } = await params;
  const member = await requireStaffPage(`/staff/leads/${source}/${id}`);
  if (!(LEAD_SOURCES as readonly string[]).includes(source)) notFound();
  const staff = getStaffPort();
  const lead = await staff.getLead(source as LeadSource, id, member.access);
  if (!lead) notFound();
  const [team, activity] = await Promise.all([
    staff.listStaff(member.access),
    staff.listLeadActivity(lead.source, lead.sourceId, member.access),
  ]);
  const overdue = isLeadOverdue(lead, overdueClock());
  const facts: [string, string | null][] = [
    ["Type", LEAD_TYPE_LABELS[lead.type] + (lead.detail ? ` (${lead.detail})` : "")],
    ["Received", formatClubDateTime(lead.createdAt)],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["From page", lead.page],
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <Link
          href="/staff"
          className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Inbox
        </Link>
        <header>
          <h1 className="text-3xl font-semibold break-words">{lead.name}</h1>
          {overdue ? (
            <p className="text-destructive mt-2 text-sm font-medium">
              Overdue: this lead is waiting for a reply.
            </p>
          ) : null}
          {lead.source === "request" ? (
            <Button asChild size="sm" className="mt-4">
              <Link href={`/staff/members/new?request=${encodeURIComponent(lead.sourceId)}`}>
                <FileSignature aria-hidden />
                Make membership
              </Link>
            </Button>
          ) : null}
        </header>
        <section aria-labelledby="lead-details" className="bg-card rounded-2xl border p-5">
          <h2 id="lead-details" className="font-sans text-lg font-semibold">
            Details
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
            {facts.map(([label, value]) =>
              value ? (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
          {lead.message ? (
            <>
              <h3 className="text-muted-foreground mt-4 text-sm">Message</h3>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{lead.message}</p>
            </>
          ) : null}
        </section>
        <ActivityLog entries={activity} />
      </div>
      <PipelineForm key={lead.version} lead={lead} team={team} />
    </div>
  );
}
