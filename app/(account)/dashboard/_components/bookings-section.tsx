import Link from "next/link";
import { CalendarPlus } from "lucide-react";
import { QuoteBreakdown } from "@/components/calculators/quote-breakdown";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { listBookingsByUser, type Booking } from "@/lib/data";
import {
  PAYMENT_DUE_NOTE,
  bookingTitle,
  clubDateTimeOf,
  describeWhen,
  formatDateLabel,
  formatInr,
  isUpcoming,
} from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { CancelBookingButton } from "./cancel-booking-button";

/**
 * The member's bookings on /dashboard: upcoming first (soonest first), then past and cancelled.
 * A server component: it reads the data port as the member (their access token in connected mode).
 */
export async function BookingsSection({
  user,
  accessToken,
}: {
  user: { id: string };
  accessToken?: string;
}) {
  const bookings = await listBookingsByUser(user.id, { accessToken });
  return <BookingsList bookings={bookings} now={new Date()} />;
}

const startOf = (b: Booking) => b.startsAt ?? (b.date ? `${b.date}T00:00:00.000Z` : b.createdAt);

export function BookingsList({ bookings, now }: { bookings: Booking[]; now: Date }) {
  if (bookings.length === 0) {
    return (
      <div className="bg-muted/60 flex flex-wrap items-center justify-between gap-3 rounded-xl p-4">
        <p className="text-muted-foreground text-sm">No bookings yet</p>
        <Button asChild size="sm" variant="outline">
          <Link href="/spaces-and-bookings">Book a space</Link>
        </Button>
      </div>
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

const STATUS_LABEL = {
  confirmed: "Confirmed",
  requested: "Requested",
  cancelled: "Cancelled",
} as const;

function statusNote(booking: Booking): string {
  if (booking.status === "cancelled") {
    const when = booking.cancelledAt
      ? ` on ${formatDateLabel(clubDateTimeOf(new Date(booking.cancelledAt)).date)}`
      : "";
    return `Cancelled${when}. Refund under the policy: ${formatInr(booking.refundPaise ?? 0)}.`;
  }
  if (booking.status === "requested") return "Requested: our team will be in touch to confirm.";
  return `${PAYMENT_DUE_NOTE}.`;
}

function BookingItem({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
  const title = bookingTitle(booking.quote);
  const when = describeWhen(booking);
  const datable = Boolean(booking.startsAt || booking.date);
  return (
    <li
      className="py-4 first:pt-2 last:pb-0"
      data-testid="booking-item"
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="text-muted-foreground text-sm">{when}</p>
        </div>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
            booking.status === "cancelled"
              ? "bg-muted text-muted-foreground"
              : "bg-accent-soft text-foreground",
          )}
        >
          {STATUS_LABEL[booking.status]}
        </span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="text-accent cursor-pointer">
          Price breakdown · <span className="tabular-nums">{formatInr(booking.totalPaise)}</span>
        </summary>
        <QuoteBreakdown quote={booking.quote} className="bg-muted/50 mt-2 rounded-lg p-3" />
      </details>
      <p className="text-muted-foreground mt-2 text-xs">{statusNote(booking)}</p>
      {upcoming ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {datable ? (
            <Button asChild size="sm" variant="outline">
              <a href={`/api/bookings/${booking.id}/ics`} download>
                <CalendarPlus aria-hidden />
                Add to calendar
              </a>
            </Button>
          ) : null}
          <CancelBookingButton
            booking={{
              id: booking.id,
              kind: booking.kind,
              status: booking.status,
              startsAt: booking.startsAt,
              date: booking.date,
              total: booking.totalPaise,
              title,
              when,
            }}
          />
        </div>
      ) : null}
    </li>
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
