"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { useAuth } from "@/components/auth/auth-provider";
import { TextField } from "@/components/enquiries/form-fields";
import { BookingConfirmation } from "@/components/calculators/booking-confirmation";
import { focusFirstError, dateFromQuery } from "@/components/calculators/calculator-state";
import { PolicyList } from "@/components/calculators/policy-list";
import { dayPassPolicies } from "@/content/booking-policies";
import { SummaryCard } from "@/components/calculators/summary-card";
import { BOOKING_TOAST_MS, useBookingSubmit } from "@/components/calculators/use-booking-submit";
import { useClubClock } from "@/components/calculators/use-club-clock";
import { useUrlState } from "@/components/calculators/use-url-state";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Plan } from "@/content/plans";
import { fieldErrorsOf } from "@/lib/api-client";
import type { Booking } from "@/lib/data/types";
import {
  PAYMENT_DUE_NOTE,
  bookingTitle,
  clubToday,
  defaultDayPassDate,
  describeWhen,
  formatInr,
  latestBookingDate,
  quoteDayPass,
  validateDayPassDate,
} from "@/lib/pricing";
import { BOOKING_LIMITS, CONSENT_TOAST, checkoutContactSchema } from "@/lib/validation/booking";
import { ConsentBox } from "./consent-box";

type Contact = { name: string; email: string; phone: string };
const CONSENTS = { agreeTerms: false, acknowledgeSecurityDeposit: false, receivePromotions: false };

const parse = (query: URLSearchParams) => ({
  item: query.get("item") ?? "",
  date: dateFromQuery(query) ?? defaultDayPassDate(new Date()),
});

/** The booking form of spec section 3 for a day pass: its date, contact details and consents. */
export function DayPassCheckout({ plan }: { plan: Plan }) {
  const [state, setState] = useUrlState(parse, (s) => ({ item: s.item, date: s.date }));
  // What the member typed; until then, the account's name and email fill the fields.
  const [typed, setTyped] = useState<Partial<Contact>>({});
  const [consents, setConsents] = useState(CONSENTS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const { user } = useAuth();
  const now = useClubClock();
  const { submit, busy } = useBookingSubmit();

  const contact: Contact = {
    name: typed.name ?? user?.name ?? "",
    email: typed.email ?? user?.email ?? "",
    phone: typed.phone ?? "",
  };

  const setField = (field: keyof Contact) => (event: { target: { value: string } }) => {
    setTyped((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkoutContactSchema.safeParse(contact);
    const dateCheck = validateDayPassDate(state.date, new Date());
    const fieldErrors = {
      ...(dateCheck.ok ? {} : { date: dateCheck.message }),
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
    };
    if (!parsed.success || !dateCheck.ok) {
      setErrors(fieldErrors);
      return focusFirstError(Object.keys(fieldErrors));
    }
    if (!consents.agreeTerms || !consents.acknowledgeSecurityDeposit) {
      toast.error(CONSENT_TOAST.title, {
        description: CONSENT_TOAST.description,
        duration: BOOKING_TOAST_MS,
      });
      return;
    }
    const outcome = await submit(
      { kind: "day-pass", date: state.date },
      { extra: { ...parsed.data, ...consents } },
    );
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return focusFirstError(Object.keys(outcome.errors));
    }
    const { booking } = outcome;
    setConfirmed(booking);
    toast.success("Booking confirmed", {
      description: `${bookingTitle(booking.quote)}, ${describeWhen(booking)}. Total ${formatInr(booking.totalPaise)}.`,
      duration: BOOKING_TOAST_MS,
    });
  }

  const quote = { kind: "day-pass", ...quoteDayPass() } as const;
  return (
    <div className="space-y-10">
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label={`Book a ${plan.name}`}
      >
        <div className="bg-card space-y-6 rounded-2xl border p-6 sm:p-8">
          <div>
            <h2 className="font-sans text-xl font-semibold">{plan.name}</h2>
            <p className="text-muted-foreground mt-1">{plan.description}</p>
            <p className="mt-2">
              <span className="font-display text-2xl font-semibold">{plan.price}</span>
              <span className="text-muted-foreground text-sm">{plan.frequency}</span>
            </p>
          </div>
          <Field id="date" label="Date" error={errors.date} hint="Weekdays only.">
            <Input
              id="date"
              name="date"
              type="date"
              min={clubToday(now)}
              max={latestBookingDate(now)}
              value={state.date}
              onChange={(event) => {
                setState((current) => ({ ...current, date: event.target.value }));
                setErrors(({ date: _cleared, ...rest }) => rest);
              }}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? "date-error" : undefined}
              className="sm:max-w-xs"
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="name"
              label="Full name"
              value={contact.name}
              onChange={setField("name")}
              error={errors.name}
              required
              autoComplete="name"
              maxLength={BOOKING_LIMITS.name}
              className="sm:col-span-2"
            />
            <TextField
              id="email"
              label="Email"
              type="email"
              value={contact.email}
              onChange={setField("email")}
              error={errors.email}
              required
              autoComplete="email"
              maxLength={BOOKING_LIMITS.email}
            />
            <TextField
              id="phone"
              label="Phone"
              type="tel"
              value={contact.phone}
              onChange={setField("phone")}
              error={errors.phone}
              required
              autoComplete="tel"
              maxLength={BOOKING_LIMITS.phone}
            />
          </div>
          <div className="grid gap-3">
            <ConsentBox
              id="agreeTerms"
              checked={consents.agreeTerms}
              onChange={(agreeTerms) => setConsents((c) => ({ ...c, agreeTerms }))}
            >
              I agree to the{" "}
              <Link href="/terms" className="text-accent underline underline-offset-4">
                Terms and Conditions
              </Link>
              .
            </ConsentBox>
            <ConsentBox
              id="acknowledgeSecurityDeposit"
              checked={consents.acknowledgeSecurityDeposit}
              onChange={(acknowledgeSecurityDeposit) =>
                setConsents((c) => ({ ...c, acknowledgeSecurityDeposit }))
              }
            >
              I acknowledge the security deposit terms.
            </ConsentBox>
            <ConsentBox
              id="receivePromotions"
              checked={consents.receivePromotions}
              onChange={(receivePromotions) => setConsents((c) => ({ ...c, receivePromotions }))}
            >
              Send me news and offers from the club{" "}
              <span className="text-muted-foreground">(optional)</span>
            </ConsentBox>
          </div>
        </div>
        <SummaryCard
          title="Order summary"
          lines={[plan.name, describeWhen({ kind: "day-pass", date: state.date })]}
          quote={quote}
          submitLabel="Confirm Booking"
          busyLabel="Booking..."
          busy={busy}
          note={`${PAYMENT_DUE_NOTE} until online payment opens.`}
        >
          {confirmed ? <BookingConfirmation booking={confirmed} /> : null}
        </SummaryCard>
      </form>
      <PolicyList policies={dayPassPolicies} />
    </div>
  );
}
