"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { BookingDateField } from "@/components/booking/booking-date-field";
import { TimeSlotPicker } from "@/components/booking/time-slot-picker";
import { useClubClock } from "@/components/booking/use-club-clock";
import { useTakenSlots } from "@/components/booking/use-taken-slots";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { postJson } from "@/lib/api-client";
import { RESCHEDULE_TEXT } from "@/lib/bookings/reschedule/rules";
import {
  MEETING_MAX_HOURS,
  MEETING_SLOTS,
  SLOT_MESSAGES,
  overlapsTaken,
  type BookingQuote,
  type TimedResource,
} from "@/lib/pricing";
import { toast } from "@/lib/toast";
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
  // Whole hours that still end by closing from the chosen start (all of them before one is chosen).
  const maxHours = Math.min(
    booking.resource === "studio" ? MEETING_SLOTS.length : MEETING_MAX_HOURS,
    time ? MEETING_SLOTS.length - MEETING_SLOTS.indexOf(time) : MEETING_MAX_HOURS,
  );
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
          <Field
            id="hours"
            label="Hours"
            error={errors.hours}
            hint={booking.fixedHours ? "Paid online: the same hours as booked." : undefined}
          >
            <NativeSelect
              id="hours"
              name="hours"
              disabled={booking.fixedHours}
              aria-invalid={errors.hours ? true : undefined}
              aria-describedby={errors.hours ? "hours-error" : undefined}
              value={chosenHours}
              onChange={(e) => {
                setHours(Number(e.target.value));
                setErrors({});
              }}
            >
              {Array.from({ length: Math.max(1, maxHours) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? "hour" : "hours"}
                </option>
              ))}
            </NativeSelect>
          </Field>
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
