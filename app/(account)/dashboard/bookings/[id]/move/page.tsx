import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import Link from "@/components/ui/link";
import { DASHBOARD_LOGIN, getCurrentMember } from "@/lib/auth/member";
import { checkMovable, RESCHEDULE_RULE } from "@/lib/bookings/reschedule/rules";
import { getBookingByUser, type Booking } from "@/lib/bookings";
import { formatClubDateTime } from "@/lib/format";
import {
  MEETING_SLOTS,
  bookingTitle,
  clubDateTimeOf,
  describeWhen,
  isTimedResource,
} from "@/lib/pricing";
import { MoveBookingForm, type MoveFormBooking } from "./_components/move-booking-form";

export const metadata: Metadata = { title: "Move a booking", robots: { index: false } };

/** What the form needs of the booking: its current date and slot, and the slots it holds. */
function formBooking(booking: Booking): MoveFormBooking {
  const resource = isTimedResource(booking.resource) ? booking.resource : null;
  const start = booking.startsAt ? clubDateTimeOf(new Date(booking.startsAt)) : null;
  const first = start ? MEETING_SLOTS.indexOf(start.time) : -1;
  return {
    id: booking.id,
    title: bookingTitle(booking.quote),
    resource,
    date: start?.date ?? booking.date ?? "",
    time: start?.time,
    hours: booking.hours,
    ownSlots: first < 0 ? [] : MEETING_SLOTS.slice(first, first + (booking.hours ?? 0)),
    fixedHours: booking.paymentStatus === "paid-online" && Boolean(booking.seriesId),
    quote: booking.quote,
    paidOnline:
      booking.paymentStatus === "paid-online" && !booking.seriesId ? booking.totalPaise : null,
  };
}

/**
 * Where a member moves one of their bookings (from the dashboard, or the link in its e-mailed
 * confirmation): signed in as its owner, while its window is open. Dynamic: it reads the session.
 */
export default async function MoveBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await getCurrentMember();
  if (!member) redirect(DASHBOARD_LOGIN);
  const { id } = await params;
  const booking = await getBookingByUser(id, member.user.id, member.access);
  if (!booking) notFound();
  const now = new Date();
  const check = checkMovable(booking, now);
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="max-w-2xl">
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">My Account</p>
        <h1 className="mt-3 text-3xl font-semibold break-words sm:text-4xl">Move your booking</h1>
        <p className="mt-4 font-medium">{bookingTitle(booking.quote)}</p>
        <p className="text-muted-foreground text-sm" data-testid="current-when">
          Now: {describeWhen(booking)}
        </p>
        {check.movable ? (
          <>
            <p className="text-muted-foreground mt-4 text-sm">
              Choose the new time. The same room and options as booked; it can be moved until{" "}
              {formatClubDateTime(check.closesAt)}.
            </p>
            <MoveBookingForm booking={formBooking(booking)} renderedAt={now.getTime()} />
          </>
        ) : (
          <p role="status" className="mt-6 text-sm">
            {check.reason}
          </p>
        )}
        <p className="text-muted-foreground mt-8 text-xs">{RESCHEDULE_RULE}</p>
        <Link
          href="/dashboard"
          className="text-accent mt-4 inline-block text-sm underline-offset-4 hover:underline"
        >
          Back to your dashboard
        </Link>
      </div>
    </div>
  );
}
