import type { Membership } from "@/lib/memberships/types";
import { STATUS_LABELS } from "@/components/memberships/labels";
import { cn } from "@/lib/utils";

/** The status as the member reads it: an accepted offer waits for its first payment. */
export function membershipStatusLabel(membership: Membership): string {
  if (membership.status === "offered" && membership.acceptedAt) return "Awaiting first payment";
  return STATUS_LABELS[membership.status];
}

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
