import type { Member } from "@/lib/auth/member";
import { getMemberCredit } from "@/lib/credits";
import { CreditSharingSwitch } from "@/components/credits/credit-sharing-switch";
import { CreditStatement } from "@/components/credits/credit-statement";
import { DashboardSection } from "./dashboard-section";

/**
 * The member's room credit (issue 38): the pool they draw on (their membership's, or their
 * company's when its holder shares it), and for the holder the seat users' switch. Nothing for
 * a member without one.
 */
export async function CreditSection({ member }: { member: Member }) {
  const credit = await getMemberCredit(member.user.id, new Date()).catch(() => null);
  if (!credit) return null;
  return (
    <DashboardSection id="credit" title="Room credit" className="lg:col-span-2">
      <div className="space-y-6">
        <p className="text-muted-foreground text-sm">
          Used before money when you book a meeting room or the studio, at the member rate. Your
          membership invoice already carries its GST, so a booking paid with credit has no invoice
          of its own.
        </p>
        {credit.holder ? (
          <CreditSharingSwitch
            membershipId={credit.membershipId}
            shared={credit.sharedWithSeatUsers}
          />
        ) : null}
        <CreditStatement pool={credit} />
      </div>
    </DashboardSection>
  );
}
