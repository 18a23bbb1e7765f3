"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { CalendarCheck } from "lucide-react";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";
import type { BookedTour } from "@/lib/tours/types";
import { buttonVariants } from "@/components/ui/button";

/**
 * The contact form's confirmation once a tour is booked: the date and time, and the manage link
 * the e-mail also carries, so the visitor leaves knowing when to come and how to change it.
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
        invitation and this link to reschedule or cancel, no account needed.
      </p>
      <Link href={tour.managePath} className={buttonVariants({ className: "mt-6" })}>
        Reschedule or cancel
      </Link>
    </section>
  );
}
