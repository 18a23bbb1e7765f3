import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { AvailabilityLink } from "@/components/booking/availability-link";
import { DASHBOARD_LOGIN, getCurrentMember } from "@/lib/auth/member";
import { listEnquiriesByUser, listRegistrationsByUser } from "@/lib/leads";
import { getMemberMembership } from "@/lib/memberships";
import { EnquiryList, RegistrationList } from "./_components/activity-lists";
import { BookingsSection } from "./_components/bookings-section";
import { CompanyAccountSection } from "./_components/company-account-section";
import { CreditSection } from "./_components/credit-section";
import { SeriesSection } from "./_components/series-section";
import { OrdersSection } from "./_components/orders-section";
import { PacksSection } from "./_components/packs-section";
import { DashboardSection } from "./_components/dashboard-section";
import { MembershipSection } from "./_components/membership-section";
import { MembershipSeatChanges } from "./_components/membership-seat-changes";
import { MembershipSeats } from "./_components/membership-seats";
import { MemberCodeSection } from "./_components/member-code-section";
import { ParcelsSection } from "./_components/parcels-section";
import { VerifyEmailNotice } from "./_components/verify-email-notice";
import { VisitorsSection } from "./_components/visitors-section";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

/**
 * The member's page (ARCHITECTURE.md section 3). Dynamic: it reads the session cookie. Anonymous
 * visitors go to the login dialog and come back here once signed in.
 */
export default async function DashboardPage() {
  const member = await getCurrentMember();
  // The layout has already sent anonymous visitors away; this keeps `member` typed as present.
  if (!member) redirect(DASHBOARD_LOGIN);

  const { user, access } = member;
  const [enquiries, registrations, membership] = await Promise.all([
    listEnquiriesByUser(user.id, access),
    listRegistrationsByUser(user.id, access),
    getMemberMembership(user.id, new Date()).catch(() => "unavailable" as const),
  ]);

  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">My Account</p>
        <h1 className="mt-3 text-4xl font-semibold break-words sm:text-5xl">
          {user.name ? `Welcome, ${user.name}` : "Your dashboard"}
        </h1>
      </header>
      {user.unverified ? <VerifyEmailNotice email={user.email} /> : null}

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <DashboardSection id="account" title="Account">
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium break-words" data-testid="account-name">
              {user.name ?? "Not given"}
            </dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-medium break-all" data-testid="account-email">
              {user.email}
            </dd>
          </dl>
        </DashboardSection>

        {membership ? (
          <MembershipSection
            view={membership}
            userId={user.id}
            seats={
              membership === "unavailable" ? null : (
                <>
                  <MembershipSeatChanges member={member} membership={membership.membership} />
                  <MembershipSeats member={member} heldMembershipId={membership.membership.id} />
                </>
              )
            }
          />
        ) : (
          <MembershipSeats member={member} heldMembershipId={null} standalone />
        )}

        <Suspense fallback={null}>
          <CreditSection member={member} />
        </Suspense>

        <Suspense fallback={null}>
          <CompanyAccountSection
            member={member}
            heldMembershipId={
              membership && membership !== "unavailable" ? membership.membership.id : null
            }
          />
        </Suspense>

        <MemberCodeSection member={member} />

        <DashboardSection id="bookings" title="Bookings" className="lg:col-span-2">
          <Suspense fallback={null}>
            <SeriesSection member={member} />
          </Suspense>
          <Suspense fallback={<BookingsSection.Skeleton />}>
            <BookingsSection
              member={member}
              offeredFrom={
                membership && membership !== "unavailable"
                  ? membership.membership.sourceBookingId
                  : null
              }
            />
          </Suspense>
          <div className="mt-4">
            <AvailabilityLink />
          </div>
        </DashboardSection>

        <DashboardSection id="visitors" title="Visitors" className="lg:col-span-2">
          <Suspense fallback={<VisitorsSection.Skeleton />}>
            <VisitorsSection member={member} />
          </Suspense>
        </DashboardSection>

        <DashboardSection id="parcels" title="Parcels and post" className="lg:col-span-2">
          <Suspense fallback={<ParcelsSection.Skeleton />}>
            <ParcelsSection member={member} />
          </Suspense>
        </DashboardSection>

        <DashboardSection id="packs" title="Prepaid packs">
          <PacksSection userId={user.id} />
        </DashboardSection>

        <DashboardSection id="orders" title="Orders">
          <OrdersSection userId={user.id} />
        </DashboardSection>

        <DashboardSection id="enquiries" title="Enquiries">
          <EnquiryList enquiries={enquiries} />
        </DashboardSection>

        <DashboardSection id="registrations" title="Event registrations">
          <RegistrationList registrations={registrations} />
        </DashboardSection>
      </div>
    </div>
  );
}
