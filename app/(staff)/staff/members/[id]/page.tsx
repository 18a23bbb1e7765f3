import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PLAN_LABELS, membershipStatusLabel, seatsLabel } from "@/components/memberships/labels";
import { getMembershipForStaff, listMembershipActivity, listSeatChanges } from "@/lib/memberships";
import { formatInr } from "@/lib/pricing";
import { requireStaffPage } from "@/lib/staff/access";
import { isUuid } from "@/lib/validation/uuid";
import { MembershipHistory } from "../_components/membership-history";
import { SeatChangeRows } from "../_components/seat-change-rows";
import { StaffSection } from "../_components/staff-section";

export const metadata: Metadata = { title: "Membership" };

type Props = { params: Promise<{ id: string }> };

/**
 * One membership for staff: what it is, its seat changes (approve or decline what the holder
 * asked, record a decrease's deposit refund) and its history, every action on it, oldest first.
 */
export default async function StaffMembershipPage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(`/staff/members/${id}`);
  if (!isUuid(id)) notFound();
  const membership = await getMembershipForStaff(id);
  if (!membership) notFound();
  const [changes, activity] = await Promise.all([
    listSeatChanges(id, null),
    listMembershipActivity(id),
  ]);
  const holder = membership.company?.legalName ?? membership.holder.name;
  return (
    <div className="grid gap-10">
      <div className="grid gap-2">
        <Link href="/staff/members" className="text-muted-foreground text-sm underline">
          Members and billing
        </Link>
        <h1 className="text-3xl font-semibold break-words">{holder}</h1>
        <p className="text-muted-foreground" data-testid="staff-membership-summary">
          {PLAN_LABELS[membership.plan]} · {seatsLabel(membership.seats)} ·{" "}
          {formatInr(membership.monthlyRent)} a month · deposit{" "}
          {formatInr(membership.deposit.amount)} · {membershipStatusLabel(membership)}
        </p>
      </div>
      <StaffSection id="seat-changes" title="Seat changes">
        <SeatChangeRows changes={changes} />
      </StaffSection>
      <StaffSection id="history" title="History">
        <MembershipHistory activity={activity} />
      </StaffSection>
    </div>
  );
}
