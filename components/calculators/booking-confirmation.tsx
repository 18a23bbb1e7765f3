import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { AddToCalendarButton } from "@/components/booking/add-to-calendar-button";
import { Button } from "@/components/ui/button";
import type { Booking } from "@/lib/data/types";
import { PAYMENT_DUE_NOTE, bookingTitle, describeWhen, formatInr } from "@/lib/pricing";

/** What a successful booking shows under its calculator: what, when, how much, and the calendar file. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const requested = booking.status === "requested";
  return (
    <div
      role="status"
      data-testid="booking-confirmation"
      className="bg-accent-soft rounded-xl border p-5 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 className="text-accent size-5 shrink-0" aria-hidden />
        {requested ? "Request received" : "Booking confirmed"}: {bookingTitle(booking.quote)}
      </p>
      <p className="mt-2">{describeWhen(booking)}</p>
      <p className="mt-1">
        {requested ? "Estimate" : "Total"}{" "}
        <span className="font-semibold tabular-nums">{formatInr(booking.totalPaise)}</span>
      </p>
      <p className="text-muted-foreground mt-2">
        {requested ? "Our team will be in touch to confirm the details." : `${PAYMENT_DUE_NOTE}.`}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <AddToCalendarButton booking={booking} />
        <Button asChild size="sm" variant="ghost">
          <Link href="/dashboard">View in dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
