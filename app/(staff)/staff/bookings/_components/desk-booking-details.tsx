import type { ReactNode } from "react";
import { describeWhen, formatInr } from "@/lib/pricing";
import { DESK_TEXT } from "@/lib/bookings/rules/desk-terms";
import type { DeskBooking } from "@/lib/bookings/desk/types";

/** Who booked, when, how much, and where the booking and its payment stand. */
export function DeskBookingDetails({ booking }: { booking: DeskBooking }) {
  const rows: [string, ReactNode][] = [
    ["Name", booking.contactName ?? "Not given"],
    [
      "Email",
      <a
        key="email"
        className="text-accent break-all underline"
        href={`mailto:${booking.contactEmail}`}
      >
        {booking.contactEmail}
      </a>,
    ],
    [
      "Phone",
      booking.contactPhone ? (
        <a key="phone" className="text-accent underline" href={`tel:${booking.contactPhone}`}>
          {booking.contactPhone}
        </a>
      ) : (
        "Not given"
      ),
    ],
    ["When", describeWhen(booking)],
    [
      "Total",
      <span key="total" className="tabular-nums">
        {formatInr(booking.totalPaise)}
      </span>,
    ],
    ["Status", DESK_TEXT.status[booking.status]],
    ["Payment", DESK_TEXT.payment[booking.paymentStatus]],
  ];
  return (
    <dl
      className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm"
      data-testid="desk-booking-details"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
