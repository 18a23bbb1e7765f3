"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { PAY_NOW } from "@/components/payments/pay-now-button";
import { BillingFields, NO_BILLING, type Billing } from "@/components/payments/billing-fields";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { payOnline } from "@/lib/payments/client/pay-online";
import type { PaymentRequest } from "@/lib/payments/client/pay-online";
import { formatInr } from "@/lib/pricing/money";
import { toast } from "@/lib/toast";

/**
 * Pays a store order held for online payment: the optional company and GSTIN for its tax invoice,
 * a provider order from the server for the order's total, then the checkout; the page is then
 * refreshed with what became of the order.
 */
export function PayOrderForm({
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
  const [billing, setBilling] = useState<Billing>(NO_BILLING);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const router = useRouter();
  // Rendered on the server: a click before hydration would do nothing.
  const hydrated = useHydrated();

  async function start(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await postJson<{ payment: PaymentRequest }>(
      `/api/orders/${orderId}/pay`,
      billing,
    );
    if (!answer.ok) {
      setBusy(false);
      if (answer.fieldErrors) return setErrors(answer.fieldErrors);
      toast.error("We couldn't start the payment", { description: answer.message });
      return router.refresh();
    }
    setErrors({});
    await payOnline(answer.payment, {
      description: `Order ${reference}`,
      prefill: {},
      holdNote,
      refundReason: "Your hold had ended and the items sold out meanwhile",
      // A guest's order has no dashboard: its own page, refreshed, shows it paid.
      lateSuccess: {
        title: "Payment received: your order is confirmed",
        description: "This page now shows it paid, with its tax invoice.",
      },
    });
    setBusy(false);
    router.refresh();
  }

  return (
    <form onSubmit={start} noValidate className="flex w-full flex-col items-center gap-4 text-left">
      <div className="w-full">
        <BillingFields
          value={billing}
          errors={errors}
          onChange={(change) => setBilling((current) => ({ ...current, ...change }))}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? PAY_NOW.busyLabel : `Pay ${formatInr(amount)} now`}
      </Button>
    </form>
  );
}
