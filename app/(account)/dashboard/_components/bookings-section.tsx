import Link from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import type { Member } from "@/lib/auth/member";
import { listBookingsByUser, type Booking } from "@/lib/bookings";
import { listMemberInvoices, type InvoiceLink } from "@/lib/payments";
import { isUpcoming } from "@/lib/pricing";
import { RESCHEDULE_RULE } from "@/lib/bookings/reschedule/rules";
import { BookingItem } from "./booking-item";
import { EmptyState } from "./dashboard-section";

/**
 * The member's bookings on /dashboard: upcoming first (soonest first), then past and cancelled.
 * A server component: it reads the data port as the member (their access token in connected mode).
 */
export async function BookingsSection({
  member,
  offeredFrom = null,
}: {
  member: Member;
  /** The request the member's membership was offered from, if any. */
  offeredFrom?: string | null;
}) {
  const [bookings, invoices] = await Promise.all([
    listBookingsByUser(member.user.id, member.access),
    listMemberInvoices(member.user.id),
  ]);
  return (
    <BookingsList
      bookings={bookings}
      invoices={invoices}
      now={new Date()}
      offeredFrom={offeredFrom}
    />
  );
}

const startOf = (b: Booking) => b.startsAt ?? (b.date ? `${b.date}T00:00:00.000Z` : b.createdAt);

/** Still ahead and still on: what the member can act on (pay, add to a calendar, cancel). */
const isLive = (booking: Booking, now: Date) =>
  booking.status !== "cancelled" && booking.status !== "expired" && isUpcoming(booking, now);

/** A hold past its time is over, whether or not the sweep has marked it yet. */
const asOf = (booking: Booking, now: Date): Booking =>
  booking.status === "pending_payment" &&
  booking.holdExpiresAt &&
  new Date(booking.holdExpiresAt) <= now
    ? { ...booking, status: "expired" }
    : booking;

export function BookingsList({
  bookings: stored,
  invoices = new Map(),
  now,
  offeredFrom = null,
}: {
  bookings: Booking[];
  invoices?: Map<string, InvoiceLink[]>;
  now: Date;
  offeredFrom?: string | null;
}) {
  const bookings = stored.map((booking) => asOf(booking, now));
  if (bookings.length === 0) {
    return (
      <EmptyState message="No bookings yet" href="/spaces-and-bookings" action="Book a space" />
    );
  }
  const live = (b: Booking) => isLive(b, now);
  const upcoming = bookings.filter(live).sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const past = bookings
    .filter((b) => !live(b))
    .sort((a, b) => startOf(b).localeCompare(startOf(a)));
  const shared = { invoices, now, offeredFrom };
  return (
    <div className="space-y-6" data-testid="bookings-section">
      <BookingGroup title="Upcoming" bookings={upcoming} {...shared} empty="Nothing coming up." />
      <p className="text-muted-foreground text-xs">{RESCHEDULE_RULE}</p>
      {past.length > 0 ? (
        <BookingGroup title="Past and cancelled" bookings={past} {...shared} />
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
  invoices,
  now,
  offeredFrom,
  empty,
}: {
  title: string;
  bookings: Booking[];
  invoices: Map<string, InvoiceLink[]>;
  now: Date;
  offeredFrom: string | null;
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
              invoices={invoices.get(booking.id) ?? []}
              offered={booking.id === offeredFrom}
              upcoming={isLive(booking, now)}
              now={now}
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
