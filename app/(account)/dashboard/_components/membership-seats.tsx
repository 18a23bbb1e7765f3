import type { Member } from "@/lib/auth/member";
import { listSeatUsers, seatsOf, type SeatOnMembership } from "@/lib/memberships";
import { DashboardSection } from "./dashboard-section";
import { MembershipSeatsForm } from "./membership-seats-form";

const heading = "text-muted-foreground text-xs font-semibold tracking-widest uppercase";

/** A seat the member sits on: whose membership, its plan and seats; the invoices stay the holder's. */
function SeatOn({ seat }: { seat: SeatOnMembership }) {
  return (
    <li className="py-3" data-testid="seat-on-membership">
      <p className="font-medium break-words">Your seat on {seat.heldBy}&apos;s membership</p>
      <p className="text-muted-foreground text-sm">
        {seat.planName}, {seat.seats} {seat.seats === 1 ? "seat" : "seats"}. Invoices go to the
        holder.
      </p>
    </li>
  );
}

/**
 * The "Membership" section's seats: for the holder (`heldMembershipId`), its seat users with add
 * and remove; for anyone, the company memberships they sit on. Renders nothing when neither.
 * `standalone`: the member holds no membership, so the seats make the "Membership" section alone.
 */
export async function MembershipSeats({
  member,
  heldMembershipId,
  standalone = false,
}: {
  member: Member;
  heldMembershipId: string | null;
  standalone?: boolean;
}) {
  const [held, seats] = await Promise.all([
    heldMembershipId ? listSeatUsers(heldMembershipId, { holder: member }) : null,
    seatsOf(member),
  ]);
  if (!held && seats.length === 0) return null;
  const content = (
    <div className={standalone ? "space-y-6" : "mt-6 space-y-6"}>
      {held ? (
        <section aria-labelledby="seat-users-heading">
          <h3 id="seat-users-heading" className={heading}>
            Seat users
          </h3>
          <div className="mt-2">
            <MembershipSeatsForm view={held} />
          </div>
        </section>
      ) : null}
      {seats.length > 0 ? (
        <section aria-labelledby="seats-on-heading">
          <h3 id="seats-on-heading" className={heading}>
            Your seats
          </h3>
          <ul className="mt-2 divide-y">
            {seats.map((seat) => (
              <SeatOn key={seat.membershipId} seat={seat} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
  return standalone ? (
    <DashboardSection id="membership" title="Membership" className="lg:col-span-2">
      {content}
    </DashboardSection>
  ) : (
    content
  );
}
