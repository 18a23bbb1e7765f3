"use client";

import type { ReactNode } from "react";
import type { BookingQuote, BookingRequest } from "@/lib/pricing";
import { BookOnCompany } from "./book-on-company";
import { BookingDateField } from "./booking-date-field";
import { BOOK_NOW_SUMMARY, BookingForm } from "./booking-form";
import { timedSummary } from "./calculator-state";
import { RepeatWeekly } from "./series/repeat-weekly";
import { TimeSlotPicker } from "./time-slot-picker";
import { useMemberQuote } from "./use-member-pricing";
import type { useTimedBooking } from "./use-timed-booking";

type TimedBooking = Pick<
  ReturnType<typeof useTimedBooking<{ date: string; time: string }>>,
  | "state"
  | "busy"
  | "confirmed"
  | "settlePayment"
  | "book"
  | "dateField"
  | "slotField"
  | "billingField"
>;

type Props = {
  booking: TimedBooking;
  /** The form's accessible name. */
  label: string;
  /** The summary's heading. */
  title: string;
  /** The space as the summary names it. */
  space: string;
  quote: BookingQuote & { hours: number };
  request: BookingRequest;
  /** The room or plan, above the date. */
  choice: ReactNode;
  /** The hours and extras, below the slots. */
  children: ReactNode;
};

/** A room or studio booking: its choice, the date, a free slot, then its own fields; booked for the priced hours. */
export function TimedBookingForm({
  booking,
  label,
  title,
  space,
  quote,
  request,
  choice,
  children,
}: Props) {
  const { date, time } = booking.state;
  // A member sees their rate and credit, with the list price beside it (issue 38).
  const shown = useMemberQuote(quote);
  return (
    <BookingForm
      label={label}
      onSubmit={() => booking.book(request, { hours: quote.hours })}
      summary={{
        ...BOOK_NOW_SUMMARY,
        title,
        lines: timedSummary(space, date, time, quote.hours),
        quote: shown,
        submitLabel: "Book Now",
      }}
      busy={booking.busy}
      confirmed={booking.confirmed}
      onPaymentOutcome={booking.settlePayment}
      billing={booking.billingField}
      alternative={
        <BookOnCompany
          date={date}
          busy={booking.busy}
          onBook={() =>
            booking.book(request, { hours: quote.hours, endpoint: "/api/bookings/company" })
          }
        />
      }
    >
      {choice}
      <BookingDateField {...booking.dateField} />
      <TimeSlotPicker {...booking.slotField} />
      {children}
      {request.kind === "meeting-room" || request.kind === "podcast-studio" ? (
        <RepeatWeekly request={request} buyer={booking.billingField.value} />
      ) : null}
    </BookingForm>
  );
}
