"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Booking } from "@/lib/data/types";
import {
  DEFAULT_WORKSPACE_TERM,
  DESK_MIN_SEATS,
  OFFICE_SEAT_OPTIONS,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
  defaultMoveInDate,
  earliestMoveInDate,
  formatInr,
  normalizeSeats,
  quoteWorkspace,
  resetSeatsForProduct,
  type BookingRequest,
  type WorkspaceProduct,
  type WorkspaceTerm,
} from "@/lib/pricing";
import { BOOKING_LIMITS } from "@/lib/validation/booking-rules";
import { BookingConfirmation } from "./booking-confirmation";
import { dateFromQuery, focusFirstError } from "./calculator-state";
import { ChoiceCards } from "./choice-cards";
import { NumberStepper } from "./number-stepper";
import { SummaryCard } from "./summary-card";
import { BOOKING_TOAST_MS, useBookingSubmit } from "./use-booking-submit";
import { useClubClock } from "./use-club-clock";
import { queryChoice, queryNumber } from "./use-url-state";
import { useCalculatorForm } from "./use-calculator-form";

type State = {
  product: WorkspaceProduct;
  seats: number;
  term: WorkspaceTerm;
  moveInDate: string;
  confirmSalesContact: boolean;
};

const PRODUCTS = Object.keys(WORKSPACE_PRODUCTS) as WorkspaceProduct[];
const TERMS = Object.keys(WORKSPACE_TERMS) as WorkspaceTerm[];

/** Spec section 5's success toasts for a desk and an office request. */
export const WORKSPACE_TOASTS = {
  "dedicated-desk": "Booking Initiated",
  "managed-office": "Proposal Requested",
  description: "We've received your details and will be in touch shortly.",
} as const;

const deskSeats = (seats: number) =>
  Math.min(BOOKING_LIMITS.deskMaxSeats, normalizeSeats("dedicated-desk", seats));

function parse(query: URLSearchParams): State {
  const product = queryChoice(query, "type", PRODUCTS) ?? "dedicated-desk";
  const seats = queryNumber(query, "seats") ?? resetSeatsForProduct(product, DESK_MIN_SEATS);
  return {
    product,
    seats: product === "dedicated-desk" ? deskSeats(seats) : normalizeSeats(product, seats),
    term: queryChoice(query, "term", TERMS) ?? DEFAULT_WORKSPACE_TERM,
    moveInDate: dateFromQuery(query, "moveIn") ?? defaultMoveInDate(new Date()),
    confirmSalesContact: query.get("confirm") === "1",
  };
}
const serialize = (s: State) => ({
  type: s.product,
  seats: s.seats,
  term: s.term,
  moveIn: s.moveInDate,
  confirm: s.product === "managed-office" && s.confirmSalesContact,
});

const PRODUCT_CHOICES = PRODUCTS.map((id) => ({
  value: id,
  label: WORKSPACE_PRODUCTS[id].name,
  detail: `${formatInr(WORKSPACE_PRODUCTS[id].seatRate)} per seat per month`,
}));
const TERM_CHOICES = TERMS.map((id) => ({
  value: id,
  label: WORKSPACE_TERMS[id].label,
  detail: WORKSPACE_TERMS[id].freeMonths
    ? `${WORKSPACE_TERMS[id].freeMonths} month free`
    : `${WORKSPACE_TERMS[id].months} ${WORKSPACE_TERMS[id].months === 1 ? "month" : "months"}`,
}));
const OFFICE_CHOICES = OFFICE_SEAT_OPTIONS.map((seats) => ({
  value: String(seats),
  label: `${seats} seats`,
}));

/** /cabins-and-desks: a dedicated desk or a managed office, its rent, deposit and term saving. */
export function WorkspaceCalculator() {
  const { state, errors, setErrors, update } = useCalculatorForm(parse, serialize);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const now = useClubClock();
  const { submit, busy } = useBookingSubmit();
  const office = state.product === "managed-office";

  const quote = { kind: state.product, ...quoteWorkspace(state) } as const;
  const request: BookingRequest = office
    ? {
        kind: "managed-office",
        seats: state.seats,
        term: state.term,
        moveInDate: state.moveInDate || undefined,
        confirmSalesContact: state.confirmSalesContact,
      }
    : {
        kind: "dedicated-desk",
        seats: state.seats,
        term: state.term,
        moveInDate: state.moveInDate,
      };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit(request);
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
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label="Price your workspace"
    >
      <div className="bg-card space-y-8 rounded-2xl border p-6 sm:p-8">
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
        <Field
          id="moveInDate"
          label={office ? "Preferred move-in date (optional)" : "Move-in date"}
          error={errors.moveInDate}
        >
          <Input
            id="moveInDate"
            name="moveInDate"
            type="date"
            min={earliestMoveInDate(now)}
            value={state.moveInDate}
            onChange={(event) => update({ moveInDate: event.target.value }, ["moveInDate"])}
            aria-invalid={errors.moveInDate ? true : undefined}
            aria-describedby={errors.moveInDate ? "moveInDate-error" : undefined}
            className="sm:max-w-xs"
          />
        </Field>
        {office ? (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                id="confirmSalesContact"
                checked={state.confirmSalesContact}
                onCheckedChange={(checked) =>
                  update({ confirmSalesContact: checked === true }, ["confirmSalesContact"])
                }
                aria-invalid={errors.confirmSalesContact ? true : undefined}
                aria-describedby={
                  errors.confirmSalesContact ? "confirmSalesContact-error" : undefined
                }
                className="mt-0.5"
              />
              <Label htmlFor="confirmSalesContact" className="leading-6 font-normal">
                {"I'd like our sales team to get in touch with a proposal for this office."}
              </Label>
            </div>
            {errors.confirmSalesContact ? (
              <p id="confirmSalesContact-error" className="text-destructive text-sm" role="alert">
                {errors.confirmSalesContact}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <SummaryCard
        title="Your workspace"
        lines={[WORKSPACE_PRODUCTS[state.product].name, seatsLine]}
        quote={quote}
        submitLabel={office ? "Request a Proposal" : "Reserve My Desk"}
        busyLabel="Sending..."
        busy={busy}
        note={
          office
            ? "A proposal is free and commits you to nothing."
            : "Nothing is charged now: our team confirms your desk and the move-in payment."
        }
      >
        {confirmed ? <BookingConfirmation booking={confirmed} /> : null}
      </SummaryCard>
    </form>
  );
}
