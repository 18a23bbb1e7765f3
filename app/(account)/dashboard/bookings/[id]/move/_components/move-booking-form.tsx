"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { BookingDateField } from "@/components/booking/booking-date-field";
import { TimeSlotPicker } from "@/components/booking/time-slot-picker";
import { useClubClock } from "@/components/booking/use-club-clock";
import { useTakenSlots } from "@/components/booking/use-taken-slots";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { RESCHEDULE_TEXT } from "@/lib/bookings/reschedule/rules";
import { SLOT_MESSAGES, overlapsTaken, type BookingQuote, type TimedResource } from "@/lib/pricing";
import { toast } from "@/lib/toast";
import { hoursToClosing, MoveHoursField } from "./move-hours-field";
import { MovePriceNote } from "./move-price-note";
import { movedNote, payDifference, type MoveAnswer } from "./pay-difference";

export type MoveFormBooking = {
  id: string;
  title: string;
  /** Null for a day pass: a new date is all it needs. */
  resource: TimedResource | null;
  date: string;
  time?: string;
  hours?: number;
  /** The booking's own start slots on its date: never in its own way. */
  ownSlots: string[];
  /** A series date paid online: it moves at the same price, so with the same hours (0066). */
  fixedHours: boolean;
  quote: BookingQuote;
  /** Paid online (not a series date): what was paid; another price pays or refunds the difference. */
  paidOnline: number | null;
};

type Errors = Partial<Record<"date" | "time" | "hours" | "form", string>>;

/** The new date (and, for a room or the studio, start and hours) of a booking, sent to be moved. */
export function MoveBookingForm({
  booking,
  renderedAt,
}: {
  booking: MoveFormBooking;
  renderedAt: number;
}) {
  const now = useClubClock(renderedAt);
  const router = useRouter();
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState(booking.time ?? "");
  const [hours, setHours] = useState(booking.hours ?? 1);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const slots = useTakenSlots(booking.resource, date);
  const taken = slots.taken.filter(
    (slot) => !(date === booking.date && booking.ownSlots.includes(slot)),
  );
  const timed = booking.resource !== null;
  const maxHours = hoursToClosing(booking.resource, time);
  const chosenHours = Math.max(1, Math.min(hours, maxHours));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (timed && time && overlapsTaken(time, chosenHours, taken)) {
      setErrors({ time: SLOT_MESSAGES.overlapsTaken });
      return;
    }
    setBusy(true);
    const answer = await postJson<MoveAnswer>(
      `/api/bookings/${booking.id}/reschedule`,
      timed ? { date, time, hours: chosenHours } : { date },
    );
    if (!answer.ok) {
      setBusy(false);
      setErrors({ form: answer.message, ...answer.fieldErrors });
      if (answer.status === 409) slots.reload();
      return;
    }
    // A dearer time: moved once the difference is paid; else it stays (told in a toast).
    if (answer.payment && (await payDifference(answer.payment, booking.title)).kind !== "paid") {
      setBusy(false);
      router.refresh();
      return;
    }
    setBusy(false);
    toast.success(RESCHEDULE_TEXT.moved, { description: movedNote(answer.price) });
    router.push("/dashboard#bookings");
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-6" aria-label="New time">
      <BookingDateField
        value={date}
        now={now}
        error={errors.date}
        onChange={(next) => {
          setDate(next);
          setErrors({});
        }}
      />
      {timed ? (
        <>
          <TimeSlotPicker
            id="time"
            date={date}
            value={time}
            onChange={(next) => {
              setTime(next);
              setErrors({});
            }}
            taken={taken}
            loading={slots.loading}
            failed={slots.failed}
            now={now}
            error={errors.time}
          />
          <MoveHoursField
            value={chosenHours}
            maxHours={maxHours}
            fixed={booking.fixedHours}
            error={errors.hours}
            onChange={(next) => {
              setHours(next);
              setErrors({});
            }}
          />
        </>
      ) : null}
      <MovePriceNote
        quote={booking.quote}
        paid={booking.paidOnline}
        slot={timed ? { date, time, hours: chosenHours } : { date }}
        now={now}
      />
      {errors.form && !errors.date && !errors.time && !errors.hours ? (
        <p role="alert" className="text-destructive text-sm">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Move booking
      </Button>
    </form>
  );
}
