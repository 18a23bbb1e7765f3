"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import { useOnlinePayment, type PaymentOutcome } from "@/components/payments/use-online-payment";
import type { Booking } from "@/lib/bookings/types";
import {
  SLOT_MESSAGES,
  bookingTitle,
  describeWhen,
  formatInr,
  isWeekday,
  overlapsTaken,
  planBooking,
  type BookingRequest,
  type TimedResource,
} from "@/lib/pricing";
import { isValidGstin } from "@/lib/validation/gstin";
import { invoiceAddressErrors } from "@/lib/validation/invoice-address";
import { BOOKING_FORM_MESSAGES } from "@/lib/validation/booking-rules";
import {
  NO_BILLING,
  type Billing,
  type BillingFieldsProps,
} from "@/components/payments/billing-fields";
import type { BookingDateFieldProps } from "./booking-date-field";
import { focusFirstError, weekdayHint } from "./calculator-state";
import type { TimeSlotPickerProps } from "./time-slot-picker";
import { BOOKING_TOAST_MS, useBookingSubmit } from "./use-booking-submit";
import { useCalculatorForm } from "./use-calculator-form";
import { useClubClock } from "./use-club-clock";
import { useTakenSlots } from "./use-taken-slots";
import type { QueryParser } from "./use-url-state";

type DatedState = { date: string; time?: string };
type BookOptions = { hours?: number; extra?: Record<string, unknown>; endpoint?: string };

/**
 * One booking on a club date (a room, the studio, a day pass): the choices kept in the query,
 * the date field, the free slots of its resource (none for a pass), and the submit flow that
 * checks the rules, refuses a range running into a taken slot, books, and confirms.
 */
export function useTimedBooking<T extends DatedState>(
  parse: QueryParser<T>,
  serialize: (state: T) => Record<string, string | number | boolean | undefined>,
  resourceOf: (state: T) => TimedResource | null,
  renderedAt: number,
) {
  const { state, errors, setErrors, update } = useCalculatorForm(parse, serialize, renderedAt);
  const resource = resourceOf(state);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const now = useClubClock(renderedAt);
  const slots = useTakenSlots(resource, state.date);
  const { submit, busy: submitting } = useBookingSubmit();
  const pay = useOnlinePayment();
  const [paying, setPaying] = useState(false);
  const [billing, setBilling] = useState<Billing>(NO_BILLING);

  async function book(request: BookingRequest, { hours, extra, endpoint }: BookOptions = {}) {
    const time = state.time;
    if (
      time &&
      hours &&
      planBooking(request, new Date()).ok &&
      overlapsTaken(time, hours, slots.taken)
    ) {
      setErrors({ time: SLOT_MESSAGES.overlapsTaken });
      return focusFirstError(["time"]);
    }
    const gstin = billing.billingGstin.trim();
    if (gstin && !isValidGstin(gstin)) {
      setErrors({ billingGstin: BOOKING_FORM_MESSAGES.gstinInvalid });
      return focusFirstError(["billingGstin"]);
    }
    const addressErrors = invoiceAddressErrors(billing);
    if (Object.keys(addressErrors).length > 0) {
      setErrors(addressErrors);
      return focusFirstError(Object.keys(addressErrors));
    }
    const outcome = await submit(request, {
      extra: {
        ...extra,
        billingCompany: billing.billingCompany.trim(),
        billingGstin: gstin,
        ...(gstin
          ? { billingAddress: billing.billingAddress, billingState: billing.billingState }
          : {}),
      },
      onConflict: slots.reload,
      endpoint,
    });
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return focusFirstError(Object.keys(outcome.errors));
    }
    if (time) update({ time: "" } as Partial<T>, ["time"]);
    slots.reload();
    if (!outcome.payment) return confirm(outcome.booking);
    setConfirmed(outcome.booking);
    setPaying(true);
    settlePayment(await pay(outcome.payment, outcome.booking));
    setPaying(false);
  }

  function confirm(booking: Booking) {
    setConfirmed(booking);
    toast.success("Booking confirmed", {
      description: `${bookingTitle(booking.quote)}, ${describeWhen(booking)}. Total ${formatInr(booking.totalPaise)}.`,
      duration: BOOKING_TOAST_MS,
    });
  }

  /** A hold's payment: confirmed, still held (closed or failed: it can be paid again), or refunded. */
  function settlePayment(outcome: PaymentOutcome) {
    if (outcome.kind === "paid") confirm(outcome.booking);
    else setConfirmed(outcome.booking);
    slots.reload();
  }

  const dateField: BookingDateFieldProps = {
    value: state.date,
    error: errors.date,
    now,
    onChange: (date) => {
      update({ date } as Partial<T>, ["date", "time"]);
      setErrors((current) => weekdayHint(current, date, isWeekday));
    },
  };
  const slotField: TimeSlotPickerProps = {
    id: "time",
    date: state.date,
    value: state.time ?? "",
    onChange: (time) => update({ time } as Partial<T>, ["time", "hours"]),
    taken: slots.taken,
    loading: slots.loading,
    failed: slots.failed,
    now,
    error: errors.time,
  };

  const billingField: BillingFieldsProps = {
    value: billing,
    errors,
    onChange: (change) => {
      setBilling((current) => ({ ...current, ...change }));
      setErrors(
        ({ billingGstin: _cleared, billingAddress: _a, billingState: _s, ...rest }) => rest,
      );
    },
  };

  const busy = submitting || paying;
  return {
    state,
    errors,
    setErrors,
    update,
    busy,
    confirmed,
    settlePayment,
    book,
    dateField,
    slotField,
    billingField,
  };
}
