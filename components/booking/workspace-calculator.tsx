"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import type { Booking } from "@/lib/bookings/types";
import {
  DESK_MIN_SEATS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  quoteWorkspace,
  resetSeatsForProduct,
} from "@/lib/pricing";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";
import { BookingForm } from "./booking-form";
import { focusFirstError } from "./calculator-state";
import { ChoiceCards } from "./choice-cards";
import { MoveInDateField } from "./move-in-date-field";
import { NumberStepper } from "./number-stepper";
import { SalesContactBox } from "./sales-contact-box";
import { BOOKING_TOAST_MS, useBookingSubmit } from "./use-booking-submit";
import { useCalculatorForm } from "./use-calculator-form";
import { useClubClock } from "./use-club-clock";
import {
  OFFICE_CHOICES,
  PRODUCT_CHOICES,
  TERM_CHOICES,
  WORKSPACE_TOASTS,
  deskSeats,
  parseWorkspace,
  serializeWorkspace,
  workspaceRequest,
} from "./workspace-state";

/** /cabins-and-desks: a dedicated desk or a managed office, its rent, GST, deposit and term saving. */
export function WorkspaceCalculator({ renderedAt }: { renderedAt: number }) {
  const { state, errors, setErrors, update } = useCalculatorForm(
    parseWorkspace,
    serializeWorkspace,
    renderedAt,
  );
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const now = useClubClock(renderedAt);
  const { submit, busy } = useBookingSubmit();
  const office = state.product === "managed-office";
  const quote = { kind: state.product, ...quoteWorkspace(state) } as const;

  async function onSubmit() {
    const outcome = await submit(workspaceRequest(state));
    if (!outcome.ok) {
      setErrors(outcome.errors);
      return focusFirstError(Object.keys(outcome.errors));
    }
    setConfirmed(outcome.booking);
    toast.success(WORKSPACE_TOASTS[state.product], {
      description: WORKSPACE_TOASTS.description,
      duration: BOOKING_TOAST_MS,
    });
  }

  const seatsLine = `${quote.seats} ${quote.seats === 1 ? "seat" : "seats"}, ${WORKSPACE_TERMS[state.term].label.toLowerCase()} term`;
  return (
    <BookingForm
      label="Price your workspace"
      onSubmit={onSubmit}
      summary={{
        title: "Your workspace",
        lines: [WORKSPACE_PRODUCTS[state.product].name, seatsLine],
        quote,
        submitLabel: office ? "Request a Proposal" : "Reserve My Desk",
        busyLabel: "Sending...",
        note: office
          ? "A proposal is free and commits you to nothing."
          : "Nothing is charged now: our team prepares an offer for you to review and accept.",
      }}
      busy={busy}
      confirmed={confirmed}
    >
      <ChoiceCards
        name="product"
        legend="Workspace"
        choices={PRODUCT_CHOICES}
        value={state.product}
        onChange={(product) =>
          update({ product, seats: resetSeatsForProduct(product, state.seats) }, [
            "seats",
            "confirmSalesContact",
          ])
        }
      />
      {office ? (
        <ChoiceCards
          name="seats"
          legend="Seats"
          choices={OFFICE_CHOICES}
          value={String(state.seats)}
          onChange={(seats) => update({ seats: Number(seats) }, ["seats"])}
          className="grid-cols-3 sm:grid-cols-6"
        />
      ) : (
        <NumberStepper
          id="seats"
          label="Seats"
          unit="seats"
          value={state.seats}
          min={DESK_MIN_SEATS}
          max={BOOKING_LIMITS.deskMaxSeats}
          clamp={deskSeats}
          onChange={(seats) => update({ seats }, ["seats"])}
          error={errors.seats}
        />
      )}
      <ChoiceCards
        name="term"
        legend="Term"
        choices={TERM_CHOICES}
        value={state.term}
        onChange={(term) => update({ term }, [])}
        className="sm:grid-cols-3"
      />
      <MoveInDateField
        optional={office}
        value={state.moveInDate}
        error={errors.moveInDate}
        now={now}
        onChange={(moveInDate) => update({ moveInDate }, ["moveInDate"])}
      />
      {office ? (
        <SalesContactBox
          checked={state.confirmSalesContact}
          error={errors.confirmSalesContact}
          onChange={(confirmSalesContact) =>
            update({ confirmSalesContact }, ["confirmSalesContact"])
          }
        />
      ) : null}
    </BookingForm>
  );
}
