import type { Metadata } from "next";
import { PageHero } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { getCurrentMember } from "@/lib/auth/member";
import { AVAILABILITY_TEXT, memberAvailability } from "@/lib/bookings/availability";
import { AvailabilityDayTable } from "./_components/availability-day-table";
import { AvailabilityLegend } from "./_components/availability-legend";

const PATH = "/availability";

export const metadata: Metadata = {
  title: AVAILABILITY_TEXT.title,
  robots: { index: false, follow: false },
};

/**
 * Issue 37 part 4: which rooms and the studio are free, by hour, this week, for members. Dynamic
 * (it reads the session); the route is public like every page (spec section 6), and anyone who
 * is not a member is told why, with a way to sign in.
 */
export default async function AvailabilityPage() {
  const member = await getCurrentMember();
  const now = new Date();
  const view = member ? await memberAvailability(member, now) : null;

  return (
    <>
      <PageHero
        eyebrow="Rooms and studio"
        title={AVAILABILITY_TEXT.title}
        lead={AVAILABILITY_TEXT.lead}
      />
      <div className="container-page space-y-8 pb-16 sm:pb-24">
        {view?.kind === "member" ? (
          <>
            <AvailabilityLegend />
            {view.days.map((day) => (
              <AvailabilityDayTable key={day.date} day={day} />
            ))}
          </>
        ) : (
          <div className="bg-card max-w-2xl space-y-4 rounded-2xl border p-6" role="status">
            <p data-testid="availability-members-only">
              {member ? AVAILABILITY_TEXT.notMember : AVAILABILITY_TEXT.signedOut}
            </p>
            <div className="flex flex-wrap gap-3">
              {member ? null : (
                <Button asChild>
                  <Link href={`/?auth=login&next=${encodeURIComponent(PATH)}`}>
                    {AVAILABILITY_TEXT.signIn}
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline">
                <Link href="/meeting-rooms">Meeting rooms</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/podcast-studio">Podcast studio</Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
