"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  VisitorContactFields,
  type VisitorContact,
} from "@/components/visitors/visitor-contact-fields";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";

import { GuestVisitFields, type GuestBookingOption, type GuestVisit } from "./guest-visit-fields";

type Values = GuestVisit & VisitorContact;
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
      <VisitorContactFields
        idPrefix="guest"
        who="Guest"
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      />
      <GuestVisitFields
        visit={values}
        errors={errors}
        today={today}
        lastDay={lastDay}
        bookings={bookings}
        onChange={(visit) => setValues((current) => ({ ...current, ...visit }))}
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
