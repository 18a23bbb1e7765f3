"use client";

import { useEffect, useRef } from "react";
import { CalendarCheck } from "lucide-react";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import type { BookedTour } from "@/lib/tours/types";

/**
 * The contact form's confirmation once a tour is booked: the date and time, and where the manage
 * link is. The link itself goes by e-mail only: shown here, it would tell anyone who typed an
 * address whether that address had a tour already (issue 39).
 */
export function TourBooked({ tour }: { tour: BookedTour }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: a screen reader hears the confirmation next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="tour-booked-title" data-testid="tour-booked">
      <CalendarCheck aria-hidden className="text-accent size-8" />
      <h2
        id="tour-booked-title"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-3xl font-semibold outline-none"
      >
        Your tour is booked
      </h2>
      <p className="mt-3 text-lg">
        <time dateTime={tour.startsAt}>
          {formatClubWeekdayDate(tour.startsAt)}, {formatClubClock(tour.startsAt)}
        </time>
      </p>
      <p className="text-muted-foreground mt-2">
        A 30-minute tour; please ask for us at the front desk. We have e-mailed you the calendar
        invitation and a link to reschedule or cancel, no account needed.
      </p>
    </section>
  );
}
