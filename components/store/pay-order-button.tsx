"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { PAY_NOW } from "@/components/booking/pay-now-button";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { payOnline } from "@/lib/payments/client/pay-online";
import type { PaymentRequest } from "@/lib/payments/types";
import { formatInr } from "@/lib/pricing/money";
import { toast } from "@/lib/toast";

/**
 * Pays a store order held for online payment: a provider order from the server for the order's
 * total, then the checkout; the page is refreshed with what became of the order.
 */
export function PayOrderButton({
  orderId,
  reference,
  amount,
  holdNote,
}: {
  orderId: string;
  reference: string;
  amount: number;
  holdNote: string;
}) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function start() {
    setBusy(true);
    const answer = await postJson<{ payment: PaymentRequest }>(`/api/orders/${orderId}/pay`, {});
    if (answer.ok) {
      await payOnline(answer.payment, {
        description: `Order ${reference}`,
        prefill: {},
        holdNote,
        refundReason: "Your hold had ended and the items sold out meanwhile",
        lateSuccess: "Payment received: your order is confirmed",
      });
    } else {
      toast.error("We couldn't start the payment", { description: answer.message });
    }
    setBusy(false);
    router.refresh();
  }

  return (
    <Button type="button" size="lg" onClick={start} disabled={busy} aria-busy={busy}>
      {busy ? PAY_NOW.busyLabel : `Pay ${formatInr(amount)} now`}
    </Button>
  );
}
