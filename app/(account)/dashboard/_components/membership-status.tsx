import type { Membership } from "@/lib/memberships/types";
import { membershipStatusLabel } from "@/components/memberships/labels";
import { cn } from "@/lib/utils";

export function MembershipStatusBadge({ membership }: { membership: Membership }) {
  const over = membership.status === "ended" || membership.status === "cancelled";
  return (
    <span
      data-testid="membership-status"
      data-status={membership.status}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        over ? "bg-muted text-muted-foreground" : "bg-accent-soft text-foreground",
      )}
    >
      {membershipStatusLabel(membership)}
    </span>
  );
}
