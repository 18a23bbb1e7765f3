import Link from "next/link";
import { Skeleton } from "@/components/ui/skeleton";
import type { Member } from "@/lib/auth/member";
import { listBookingsByUser, type Booking } from "@/lib/data";
import { isUpcoming } from "@/lib/pricing";
import { BookingItem } from "./booking-item";
import { EmptyState } from "./dashboard-section";

/**
 * The member's bookings on /dashboard: upcoming first (soonest first), then past and cancelled.
 * A server component: it reads the data port as the member (their access token in connected mode).
 */
export async function BookingsSection({ member }: { member: Member }) {
  const bookings = await listBookingsByUser(member.user.id, member.access);
  return <BookingsList bookings={bookings} now={new Date()} />;
}

const startOf = (b: Booking) => b.startsAt ?? (b.date ? `${b.date}T00:00:00.000Z` : b.createdAt);

export function BookingsList({ bookings, now }: { bookings: Booking[]; now: Date }) {
  if (bookings.length === 0) {
    return (
      <EmptyState message="No bookings yet" href="/spaces-and-bookings" action="Book a space" />
    );
  }
  const live = (b: Booking) => b.status !== "cancelled" && isUpcoming(b, now);
  const upcoming = bookings.filter(live).sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const past = bookings
    .filter((b) => !live(b))
    .sort((a, b) => startOf(b).localeCompare(startOf(a)));
  return (
    <div className="space-y-6" data-testid="bookings-section">
      <BookingGroup title="Upcoming" bookings={upcoming} now={now} empty="Nothing coming up." />
      {past.length > 0 ? (
        <BookingGroup title="Past and cancelled" bookings={past} now={now} />
      ) : null}
      <Link
        href="/spaces-and-bookings"
        className="text-accent inline-block text-sm underline-offset-4 hover:underline"
      >
        Book another space
      </Link>
    </div>
  );
}

function BookingGroup({
  title,
  bookings,
  now,
  empty,
}: {
  title: string;
  bookings: Booking[];
  now: Date;
  empty?: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
        {title}
      </h3>
      {bookings.length === 0 ? (
        <p className="text-muted-foreground mt-2 text-sm">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y">
          {bookings.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              upcoming={booking.status !== "cancelled" && isUpcoming(booking, now)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

BookingsSection.Skeleton = function BookingsSectionSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-full" />
    </div>
  );
};
