import type { MembershipActivity } from "@/lib/memberships/types";
import { formatDateLabel } from "@/lib/format";
import { clubDateTimeOf } from "@/lib/pricing/club-time";

/** A membership's activity log, oldest first: when (club time), who, what, and its detail. */
export function MembershipHistory({ activity }: { activity: MembershipActivity[] }) {
  if (activity.length === 0) {
    return <p className="text-muted-foreground text-sm">Nothing recorded yet.</p>;
  }
  return (
    <ol className="divide-y rounded-2xl border" aria-label="History">
      {activity.map((row, index) => {
        const { date, time } = clubDateTimeOf(new Date(row.at));
        return (
          <li key={index} className="grid gap-1 p-4 text-sm sm:grid-cols-[12rem_1fr]">
            <p className="text-muted-foreground tabular-nums">
              {formatDateLabel(date)} {time}
            </p>
            <div className="min-w-0">
              <p className="font-medium">{row.action}</p>
              {row.detail ? (
                <p className="text-muted-foreground break-words">{row.detail}</p>
              ) : null}
              <p className="text-muted-foreground text-xs break-all">{row.actor}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
