"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { formatDateLabel } from "@/lib/format";
import { site } from "@/lib/site";

export type GuestBookingOption = { id: string; date: string; time: string; label: string };
export type GuestVisit = { date: string; time: string; bookingId: string };

type Props = {
  visit: GuestVisit;
  errors: Partial<Record<keyof GuestVisit, string>>;
  /** The first and last day a guest may be registered for. */
  today: string;
  lastDay: string;
  bookings: GuestBookingOption[];
  onChange: (visit: GuestVisit) => void;
};

/**
 * When the guest comes: one of the member's bookings (which sets the date and time to its own),
 * or a date and time within opening hours.
 */
export function GuestVisitFields({ visit, errors, today, lastDay, bookings, onChange }: Props) {
  function pickBooking(id: string) {
    const booking = bookings.find((b) => b.id === id);
    onChange(
      booking
        ? { bookingId: id, date: booking.date, time: booking.time }
        : { ...visit, bookingId: "" },
    );
  }

  return (
    <>
      {bookings.length > 0 ? (
        <Field
          id="guest-booking"
          label="For one of your bookings (optional)"
          error={errors.bookingId}
        >
          <NativeSelect
            id="guest-booking"
            name="guest-booking"
            value={visit.bookingId}
            onChange={(event) => pickBooking(event.target.value)}
          >
            <option value="">No booking</option>
            {bookings.map((booking) => (
              <option key={booking.id} value={booking.id}>
                {formatDateLabel(booking.date)}: {booking.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <TextField
        id="guest-date"
        label="Date"
        type="date"
        min={today}
        max={lastDay}
        value={visit.date}
        onChange={(event) => onChange({ ...visit, date: event.target.value })}
        error={errors.date}
        required
      />
      <TextField
        id="guest-time"
        label="Expected time"
        type="time"
        min={site.hours.opens}
        max={site.hours.closes}
        step={900}
        value={visit.time}
        onChange={(event) => onChange({ ...visit, time: event.target.value })}
        error={errors.time}
        required
      />
    </>
  );
}
