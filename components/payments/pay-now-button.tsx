"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import type { Booking } from "@/lib/bookings/types";
import type { PaymentRequest } from "@/lib/payments/client/pay-online";
import { toast } from "@/lib/toast";
import { useOnlinePayment, type PaymentOutcome } from "./use-online-payment";

export const PAY_NOW = { label: "Pay now", busyLabel: "Opening payment…" } as const;

/**
 * Another try at paying a hold (from its confirmation or the dashboard): a fresh order from the
 * server for the same price, then the checkout. Without `onOutcome`, the page is refreshed.
 */
export function PayNowButton({
  bookingId,
  onOutcome,
}: {
  bookingId: string;
  onOutcome?: (outcome: PaymentOutcome) => void;
}) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const pay = useOnlinePayment();

  async function start() {
    setBusy(true);
    const answer = await postJson<{ booking: Booking; payment: PaymentRequest | null }>(
      `/api/bookings/${bookingId}/pay`,
      {},
    );
    if (!answer.ok || !answer.payment) {
      toast.error("We couldn't start the payment", {
        description: answer.ok ? undefined : answer.message,
      });
      setBusy(false);
      router.refresh();
      return;
    }
    const outcome = await pay(answer.payment, answer.booking);
    setBusy(false);
    if (onOutcome) onOutcome(outcome);
    else router.refresh();
  }

  return (
    <Button type="button" size="sm" onClick={start} disabled={busy} aria-busy={busy}>
      {busy ? PAY_NOW.busyLabel : PAY_NOW.label}
    </Button>
  );
}
