"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import { useAuth } from "@/components/hooks/use-auth";
import { PriceTag } from "./price-tag";
import type { Plan } from "@/content/plans";
import { dayPassPolicies, withPaymentPolicy } from "@/content/booking-policies";
import { usePaymentMode } from "@/components/payments/payment-mode";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { defaultDayPassDate, describeWhen, quoteDayPass, validateDayPassDate } from "@/lib/pricing";
import { CONSENT_TOAST, checkoutContactSchema } from "@/lib/validation/booking";
import { BookingDateField } from "./booking-date-field";
import { BOOK_NOW_SUMMARY, BookingForm } from "./booking-form";
import { dateFromQuery, focusFirstError } from "./calculator-state";
import { DayPassContact, NO_CONSENTS, type Contact } from "./day-pass-contact";
import { PolicyList } from "./policy-list";
import { BOOKING_TOAST_MS } from "./use-booking-submit";
import { useTimedBooking } from "./use-timed-booking";

const parse = (query: URLSearchParams, now: Date) => ({
  item: query.get("item") ?? "",
  date: dateFromQuery(query) ?? defaultDayPassDate(now),
});
const serialize = (s: { item: string; date: string }) => ({ item: s.item, date: s.date });

/** The booking form of spec section 3 for a day pass: its date, contact details and consents. */
export function DayPassCalculator({ plan, renderedAt }: { plan: Plan; renderedAt: number }) {
  const booking = useTimedBooking(parse, serialize, () => null, renderedAt);
  const { state, errors, setErrors } = booking;
  // What the member typed; until then, the account's name and email fill the fields.
  const [typed, setTyped] = useState<Partial<Contact>>({});
  const [consents, setConsents] = useState(NO_CONSENTS);
  const { user } = useAuth();
  const paymentMode = usePaymentMode();

  const contact: Contact = {
    name: typed.name ?? user?.name ?? "",
    email: typed.email ?? user?.email ?? "",
    phone: typed.phone ?? "",
  };

  function onContact(field: keyof Contact, value: string) {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function onSubmit() {
    const parsed = checkoutContactSchema.safeParse(contact);
    const dateCheck = validateDayPassDate(state.date, new Date());
    if (!parsed.success || !dateCheck.ok) {
      const fieldErrors = {
        ...(dateCheck.ok ? {} : { date: dateCheck.message }),
        ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
      };
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
    await booking.book(
      { kind: "day-pass", date: state.date },
      { extra: { ...parsed.data, ...consents } },
    );
  }

  const quote = { kind: "day-pass", ...quoteDayPass() } as const;
  return (
    <div className="space-y-10">
      <BookingForm
        label={`Book a ${plan.name}`}
        onSubmit={onSubmit}
        spacing="space-y-6"
        summary={{
          ...BOOK_NOW_SUMMARY,
          title: "Order summary",
          lines: [plan.name, describeWhen({ kind: "day-pass", date: state.date })],
          quote,
          submitLabel: "Confirm Booking",
        }}
        busy={booking.busy}
        confirmed={booking.confirmed}
        onPaymentOutcome={booking.settlePayment}
        billing={booking.billingField}
      >
        <div>
          <h2 className="font-sans text-xl font-semibold">{plan.name}</h2>
          <p className="text-muted-foreground mt-1">{plan.description}</p>
          <PriceTag price={plan.price} unit={plan.frequency} className="mt-2" />
        </div>
        <BookingDateField {...booking.dateField} />
        <DayPassContact
          contact={contact}
          consents={consents}
          errors={errors}
          onContact={onContact}
          onConsents={setConsents}
        />
      </BookingForm>
      <PolicyList policies={withPaymentPolicy(dayPassPolicies, paymentMode)} />
    </div>
  );
}
