import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { formatClubDateTime, formatDateLabel } from "@/lib/format";
import type { OverdueClock } from "@/lib/staff";
import { isLeadOverdue } from "@/lib/staff/overdue";
import { LEAD_TYPE_LABELS, type Lead } from "@/lib/staff/types";
import { cn } from "@/lib/utils";

const MESSAGE_PREVIEW = 160;

/** One lead in the inbox: who, how to reach them, what they asked, where from, and where it stands. */
export function LeadCard({
  lead,
  clock,
  assignee,
}: {
  lead: Lead;
  clock: OverdueClock;
  assignee?: string;
}) {
  const overdue = isLeadOverdue(lead, clock);
  const message =
    lead.message && lead.message.length > MESSAGE_PREVIEW
      ? `${lead.message.slice(0, MESSAGE_PREVIEW)}…`
      : lead.message;
  return (
    <article
      className={cn(
        "bg-card relative rounded-2xl border p-4 sm:p-5",
        overdue && "border-destructive/60",
      )}
      data-testid="lead"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge className="bg-accent-soft text-foreground">{LEAD_TYPE_LABELS[lead.type]}</Badge>
        {lead.detail && lead.type !== "invitation" ? (
          <span className="text-muted-foreground">{lead.detail}</span>
        ) : null}
        <span className="font-medium" data-testid="lead-status">
          {lead.status}
        </span>
        {overdue ? (
          <Badge className="bg-destructive text-destructive-foreground">Overdue</Badge>
        ) : null}
        <time className="text-muted-foreground ml-auto" dateTime={lead.createdAt}>
          {formatClubDateTime(lead.createdAt)}
        </time>
      </div>
      <h2 className="mt-2 text-lg font-semibold break-words">
        <Link
          href={`/staff/leads/${lead.source}/${lead.sourceId}`}
          className="focus-visible:ring-ring rounded outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:ring-2"
        >
          {lead.name}
        </Link>
      </h2>
      <p className="text-muted-foreground mt-1 text-sm wrap-anywhere">
        {[lead.email, lead.phone, lead.company].filter(Boolean).join(" · ")}
      </p>
      {message ? <p className="mt-2 text-sm break-words">{message}</p> : null}
      <p className="text-muted-foreground mt-2 text-xs">
        From {lead.page ?? "an unknown page"}
        {assignee ? ` · Assigned to ${assignee}` : ""}
        {lead.followUpOn ? ` · Follow up on ${formatDateLabel(lead.followUpOn)}` : ""}
      </p>
    </article>
  );
}
