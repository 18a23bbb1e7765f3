import type { Member } from "@/lib/auth/member";
import { listSeatChanges, seatChangeDates, type Membership } from "@/lib/memberships";
import { OFFICE_SEAT_OPTIONS, SECURITY_DEPOSIT_MONTHS } from "@/lib/pricing/constants";
import { SeatChangeForm } from "./seat-change-form";
import { SeatChangeHistory } from "./seat-change-history";

const heading = "text-muted-foreground text-xs font-semibold tracking-widest uppercase";

/**
 * "Change seats" for the holder, or a company admin (`admin`, checked by the caller with 0100's
 * can_manage_membership): ask for more or fewer (while the membership is active without an end
 * date and no change is open), and every change asked with what became of it.
 */
export async function MembershipSeatChanges({
  member,
  membership,
  admin = false,
}: {
  member: Member;
  membership: Membership;
  admin?: boolean;
}) {
  const mayAsk = admin || membership.holder.userId === member.user.id;
  if (!mayAsk || membership.plan === "virtual-office") return null;
  const changes = await listSeatChanges(membership.id, member);
  const open = changes.some((c) => c.status === "pending" || c.status === "approved");
  const canAsk = membership.status === "active" && membership.endDate === null && !open;
  if (!canAsk && changes.length === 0) return null;
  return (
    <section aria-labelledby="seat-changes-heading" className="mt-6 space-y-3">
      <h3 id="seat-changes-heading" className={heading}>
        Change seats
      </h3>
      {canAsk ? (
        <SeatChangeForm
          membershipId={membership.id}
          plan={membership.plan}
          seats={membership.seats}
          depositPerSeat={membership.seatRate * SECURITY_DEPOSIT_MONTHS}
          officeSizes={membership.plan === "managed-office" ? OFFICE_SEAT_OPTIONS : null}
          decreaseFrom={seatChangeDates(membership, new Date()).decreaseFrom}
        />
      ) : null}
      <SeatChangeHistory changes={changes} />
    </section>
  );
}
