"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextField } from "@/components/ui/text-field";
import { postJson } from "@/lib/api-client";
import { formatDateLabel } from "@/lib/format";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

export type GuestBookingOption = { id: string; date: string; time: string; label: string };

type Values = {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  bookingId: string;
};
type Registered = { visitor: { name: string; date: string }; code: string };

/**
 * Registers a guest. The server validates (lib/validation/visitor.ts) and the database counts
 * the day's guests; a refusal shows its message by the field and keeps what was typed.
 */
export function VisitorsForm({
  today,
  lastDay,
  bookings,
}: {
  today: string;
  lastDay: string;
  bookings: GuestBookingOption[];
}) {
  const empty: Values = {
    name: "",
    phone: "",
    email: "",
    date: today,
    time: "11:00",
    bookingId: "",
  };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const router = useRouter();

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  /** Tying a guest to a booking sets the date and time to the booking's. */
  function pickBooking(id: string) {
    const booking = bookings.find((b) => b.id === id);
    setValues((current) =>
      booking
        ? { ...current, bookingId: id, date: booking.date, time: booking.time }
        : { ...current, bookingId: "" },
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson<Registered>("/api/visitors", values);
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? {});
      toast.error("We couldn't register your guest", { description: answer.message });
      return;
    }
    setErrors({});
    setRegistered(answer);
    setValues({ ...empty, date: values.date });
    toast.success("Guest registered", {
      description: `${answer.visitor.name}'s code is ${answer.code}. We have e-mailed it.`,
    });
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Register a guest"
    >
      <TextField
        id="guest-name"
        label="Guest's name"
        value={values.name}
        onChange={set("name")}
        error={errors.name}
        required
        autoComplete="off"
        maxLength={120}
      />
      <TextField
        id="guest-phone"
        label="Mobile number (+91)"
        type="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        value={values.phone}
        onChange={set("phone")}
        error={errors.phone}
        required
        autoComplete="off"
      />
      <TextField
        id="guest-email"
        label="Guest's e-mail"
        type="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
        autoComplete="off"
      />
      {bookings.length > 0 ? (
        <Field
          id="guest-booking"
          label="For one of your bookings (optional)"
          error={errors.bookingId}
        >
          <NativeSelect
            id="guest-booking"
            name="guest-booking"
            value={values.bookingId}
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
        value={values.date}
        onChange={set("date")}
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
        value={values.time}
        onChange={set("time")}
        error={errors.time}
        required
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? "Registering..." : "Register guest"}
        </Button>
        {registered ? (
          <p role="status" className="text-sm" data-testid="guest-code">
            {registered.visitor.name}&apos;s code:{" "}
            <span className="font-mono text-lg font-semibold tracking-widest">
              {registered.code}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
