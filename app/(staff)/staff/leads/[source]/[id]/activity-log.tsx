import { formatClubDateTime } from "@/lib/format";
import type { LeadActivity } from "@/lib/staff/types";

const ACTION_LABELS: Record<LeadActivity["action"], string> = {
  status: "Status",
  assignee: "Assigned to",
  "follow-up": "Follow-up date",
  note: "Note",
};

/** The lead's history, newest first: append-only in the database, so what it shows is what happened. */
export function ActivityLog({ entries }: { entries: LeadActivity[] }) {
  return (
    <section aria-labelledby="lead-activity" className="bg-card rounded-2xl border p-5">
      <h2 id="lead-activity" className="font-sans text-lg font-semibold">
        Activity
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground mt-3 text-sm">No changes yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3" data-testid="activity-log">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-2 pl-3 text-sm">
              <p>
                <span className="font-medium">{ACTION_LABELS[entry.action]}:</span>{" "}
                <span className="break-words whitespace-pre-line">{entry.detail}</span>
              </p>
              <p className="text-muted-foreground text-xs">
                {entry.actorName} · {formatClubDateTime(entry.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
