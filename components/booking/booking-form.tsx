"use client";

import type { ReactNode } from "react";
import { usePaymentMode } from "@/components/payments/payment-mode";
import type { PaymentOutcome } from "@/components/payments/use-online-payment";
import type { Booking } from "@/lib/bookings/types";
import { PAY_ONLINE_NOTE, PAYMENT_DUE_NOTE, type BookingQuote } from "@/lib/pricing";
import { BillingFields, type BillingFieldsProps } from "@/components/payments/billing-fields";
import { BookingConfirmation } from "./booking-confirmation";
import { SummaryCard } from "./summary-card";

type Summary = {
  title: string;
  lines: string[];
  quote: BookingQuote;
  submitLabel: string;
  busyLabel: string;
  note: ReactNode;
  /** Booked outright, so paid online when payments are online (rooms, studio, day passes). */
  payable?: boolean;
};

type Props = {
  /** The form's accessible name. */
  label: string;
  /** Called on submit, the browser's own submission already prevented. */
  onSubmit: () => unknown;
  /** The vertical rhythm of the choices' card. */
  spacing?: "space-y-6" | "space-y-8";
  summary: Summary;
  busy: boolean;
  confirmed: Booking | null;
  /** The company and GSTIN for the tax invoice, asked when the booking is paid online. */
  billing?: BillingFieldsProps;
  /** Another way to book, under the summary's button ("Book on the company"). */
  alternative?: ReactNode;
  /** A hold paid again from its confirmation ("Pay now"). */
  onPaymentOutcome?: (outcome: PaymentOutcome) => void;
  /** The choices, in the card beside the summary. */
  children: ReactNode;
};

/** What a room, the studio or a day pass says beside its button: booked now, paid at the club. */
export const BOOK_NOW_SUMMARY = {
  busyLabel: "Booking...",
  note: `${PAYMENT_DUE_NOTE}.`,
  payable: true,
} as const;

/** Every calculator's layout: its choices, then the live summary and, once booked, the confirmation. */
export function BookingForm({
  label,
  onSubmit,
  spacing = "space-y-8",
  summary,
  busy,
  confirmed,
  onPaymentOutcome,
  billing,
  alternative,
  children,
}: Props) {
  const online = usePaymentMode() === "razorpay";
  const { payable, ...card } = summary;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-label={label}
    >
      <div className={`bg-card ${spacing} rounded-2xl border p-6 sm:p-8`}>
        {children}
        {billing && payable && online ? <BillingFields {...billing} /> : null}
      </div>
      <SummaryCard
        {...card}
        note={payable && online ? `${PAY_ONLINE_NOTE}.` : card.note}
        busy={busy}
        alternative={alternative}
      >
        {confirmed ? (
          <BookingConfirmation booking={confirmed} onPaymentOutcome={onPaymentOutcome} />
        ) : null}
      </SummaryCard>
    </form>
  );
}
