import { Skeleton } from "@/components/ui/skeleton";
import type { Member } from "@/lib/auth/member";
import { listBookingsByUser, type Booking } from "@/lib/bookings";
import { clubDateTimeOf, addDaysToDate, bookingTitle, clubToday } from "@/lib/pricing";
import { listUpcomingVisitors } from "@/lib/visitors";
import { VISITOR_DAYS_AHEAD, VISITOR_TEXT, GUESTS_PER_DAY } from "@/lib/visitors/rules";
import { type GuestBookingOption } from "./guest-visit-fields";
import { VisitorsForm } from "./visitors-form";
import { VisitorsList } from "./visitors-list";

/** The member's room and studio bookings a guest can be tied to: confirmed, from today on. */
function bookingOptions(bookings: Booking[], today: string): GuestBookingOption[] {
  return bookings
    .filter((b) => b.status === "confirmed" && b.startsAt && b.date && b.date >= today)
    .sort((a, b) => a.startsAt!.localeCompare(b.startsAt!))
    .map((b) => {
      const { date, time } = clubDateTimeOf(new Date(b.startsAt!));
      return { id: b.id, date, time, label: `${bookingTitle(b.quote)}, ${time}` };
    });
}

/**
 * "Visitors" on /dashboard: the club's guest rule, the form to register a guest, and the guests
 * to come with a way to cancel. A server component reading as the member.
 */
export async function VisitorsSection({ member }: { member: Member }) {
  const now = new Date();
  const today = clubToday(now);
  const [visitors, bookings] = await Promise.all([
    listUpcomingVisitors(member, now),
    listBookingsByUser(member.user.id, member.access),
  ]);
  return (
    <div className="space-y-6" data-testid="visitors-section">
      <div className="text-muted-foreground space-y-1 text-sm">
        <p data-testid="guest-rule">{VISITOR_TEXT.guestRule}</p>
        <p>
          Up to {GUESTS_PER_DAY} guests a day. Each gets a 6-digit code by e-mail (you get a copy),
          valid on the visit&apos;s date only. {VISITOR_TEXT.retention}
        </p>
      </div>
      <VisitorsForm
        today={today}
        lastDay={addDaysToDate(today, VISITOR_DAYS_AHEAD)}
        bookings={bookingOptions(bookings, today)}
      />
      <VisitorsList visitors={visitors} />
    </div>
  );
}

VisitorsSection.Skeleton = function VisitorsSectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
};
