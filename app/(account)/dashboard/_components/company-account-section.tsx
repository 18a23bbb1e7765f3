import type { Member } from "@/lib/auth/member";
import {
  canManageMembership,
  getCompanyAccount,
  getManagedMembership,
  listSeatUsers,
  MAX_COMPANY_ADMINS,
  seatsOf,
} from "@/lib/memberships";
import { CompanyAdminsForm } from "./company-admins-form";
import { CompanyBillingForm } from "./company-billing-form";
import { CompanyUseTable } from "./company-use-table";
import { DashboardSection } from "./dashboard-section";
import { MembershipSeatChanges } from "./membership-seat-changes";

const heading = "text-muted-foreground text-xs font-semibold tracking-widest uppercase";

/** The membership the member manages: the one they hold, else one where they are an admin. */
async function managed(member: Member, heldMembershipId: string | null) {
  const seated = (await seatsOf(member)).map((seat) => seat.membershipId);
  for (const id of [heldMembershipId, ...seated]) {
    if (id && (await canManageMembership(id, member.user.id))) return id;
  }
  return null;
}

/**
 * "Company account" (0100), for the holder and the company admins: booking on the company and
 * its monthly cap, the admins (the holder names them), and the team's use by person and month.
 */
export async function CompanyAccountSection({
  member,
  heldMembershipId,
}: {
  member: Member;
  heldMembershipId: string | null;
}) {
  const id = await managed(member, heldMembershipId);
  if (!id) return null;
  const view = await getCompanyAccount(id, member.user.id);
  const seatUsers = view.isHolder ? (await listSeatUsers(id, { holder: member })).seatUsers : [];
  // The holder changes seats from the membership's own section; an admin from here.
  const adminOf = view.isHolder ? null : await getManagedMembership(id, member);
  return (
    <DashboardSection id="company" title="Company account" className="lg:col-span-2">
      <div className="space-y-8">
        <section aria-labelledby="company-booking-heading">
          <h3 id="company-booking-heading" className={heading}>
            Booking on the company
          </h3>
          <p className="text-muted-foreground mt-2 text-sm">
            Rooms and the studio booked on the company are confirmed at once, drawn from room credit
            first, and the rest is a line on the next membership invoice.
          </p>
          <div className="mt-3">
            <CompanyBillingForm membershipId={id} setting={view.setting} />
          </div>
        </section>
        {view.isHolder ? (
          <section aria-labelledby="company-admins-heading">
            <h3 id="company-admins-heading" className={heading}>
              Company admins
            </h3>
            <div className="mt-2">
              <CompanyAdminsForm
                membershipId={id}
                admins={view.admins}
                candidates={seatUsers.filter((s) => s.signedIn).map((s) => s.email)}
                max={MAX_COMPANY_ADMINS}
              />
            </div>
          </section>
        ) : null}
        {adminOf ? <MembershipSeatChanges member={member} membership={adminOf} admin /> : null}
        <section aria-labelledby="company-use-heading">
          <h3 id="company-use-heading" className={heading}>
            Team use
          </h3>
          <div className="mt-2">
            <CompanyUseTable rows={view.use} />
          </div>
        </section>
      </div>
    </DashboardSection>
  );
}
