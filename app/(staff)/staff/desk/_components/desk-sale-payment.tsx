"use client";

import { useEffect, useState } from "react";
import QRCode from "qrcode";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { upiPayLink } from "@/lib/payments/client/upi-link";
import { formatInr } from "@/lib/pricing";
import {
  DESK_PAYMENT_LABEL,
  DESK_PAYMENT_METHODS,
  DESK_SALE_TEXT,
  type DeskPaymentMethod,
} from "@/lib/bookings/rules/desk-sale";

/** The club's UPI payee, as the page reads it from the server's configuration. */
export type UpiPayee = { payee: string; payeeName: string };

/** A UPI QR code for exactly `amountPaise` to the club, drawn in the browser. */
function UpiQr({ upi, amountPaise, note }: { upi: UpiPayee; amountPaise: number; note: string }) {
  const link = upiPayLink({ ...upi, amountPaise, note });
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 2, width: 240 }).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <figure
      className="grid justify-items-center gap-2 rounded-xl border bg-white p-4 text-black"
      data-testid="upi-qr"
      data-upi-link={link}
    >
      {image ? (
        // A data URL drawn here: next/image has nothing to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image}
          alt={`UPI QR code: pay ${formatInr(amountPaise)} to ${upi.payee}`}
          width={240}
          height={240}
        />
      ) : (
        <div className="size-60" aria-hidden />
      )}
      <figcaption className="text-center text-sm">
        <span className="block text-lg font-semibold">{formatInr(amountPaise)}</span>
        to {upi.payeeName} ({upi.payee})
      </figcaption>
    </figure>
  );
}

/** How the customer paid: cash, card (its slip's number) or UPI (a QR code, then the UTR). */
export function DeskSalePayment({
  method,
  onMethod,
  reference,
  onReference,
  amountPaise,
  note,
  upi,
  error,
}: {
  method: DeskPaymentMethod;
  onMethod: (method: DeskPaymentMethod) => void;
  reference: string;
  onReference: (reference: string) => void;
  amountPaise: number | null;
  note: string;
  upi: UpiPayee;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Paid by</legend>
      <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Paid by">
        {DESK_PAYMENT_METHODS.map((option) => (
          <Button
            key={option}
            type="button"
            role="radio"
            aria-checked={method === option}
            variant={method === option ? "default" : "outline"}
            className="h-12"
            onClick={() => onMethod(option)}
          >
            {DESK_PAYMENT_LABEL[option]}
          </Button>
        ))}
      </div>
      {method === "upi" && amountPaise ? (
        <>
          <p className="text-muted-foreground text-sm">{DESK_SALE_TEXT.upiScan}</p>
          <UpiQr upi={upi} amountPaise={amountPaise} note={note} />
        </>
      ) : null}
      {method !== "cash" ? (
        <TextField
          id="sale-reference"
          label={method === "upi" ? "UPI transaction ID (UTR)" : "Card slip number"}
          required
          maxLength={64}
          autoComplete="off"
          value={reference}
          error={error}
          onChange={(event) => onReference(event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
