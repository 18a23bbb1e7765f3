"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/lib/api-client";
import { openCheckout } from "@/lib/payments/client/razorpay-checkout";
import { PAYMENT_TOASTS, type PaymentRequest } from "@/lib/payments/client/pay-online";
import { formatInr } from "@/lib/pricing";
import { site } from "@/lib/site";
import { toast } from "@/lib/toast";

const UNPAID_NOTE = "Your invoice stays due; you can pay it again from here.";

/**
 * "Pay ₹… now" for one membership invoice: an order from the server for the amount due, Razorpay
 * Checkout, then the server checks the signature and settles the invoice once
 * (POST /api/memberships/invoices/[id]/confirm). Any outcome is told in a toast.
 */
export function MembershipPayButton({ invoiceId, amount }: { invoiceId: string; amount: number }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const done = () => {
    setBusy(false);
    router.refresh();
  };
  const unpaid = (title: string, reason?: string) => {
    toast.error(title, { description: reason ? `${reason} ${UNPAID_NOTE}` : UNPAID_NOTE });
    done();
  };

  async function pay() {
    setBusy(true);
    const answer = await postJson<{ payment: PaymentRequest }>(
      `/api/memberships/invoices/${invoiceId}/pay`,
      {},
    );
    const order = answer.ok ? answer.payment : null;
    if (order?.method !== "razorpay") {
      return unpaid("We couldn't start the payment", answer.ok ? undefined : answer.message);
    }
    await openCheckout(
      order,
      { name: site.name, description: `Membership invoice, ${formatInr(amount)}`, prefill: {} },
      {
        onPaid: async (proof) => {
          const answer = await postJson(`/api/memberships/invoices/${invoiceId}/confirm`, proof);
          if (!answer.ok) return unpaid(PAYMENT_TOASTS.couldNotConfirm, answer.message);
          toast.success("Payment received", { description: "Your invoice is paid. Thank you." });
          done();
        },
        onFailed: (reason) => unpaid(PAYMENT_TOASTS.failed, reason),
        onDismissed: () => unpaid(PAYMENT_TOASTS.notCompleted),
      },
    ).catch((error: unknown) =>
      unpaid(PAYMENT_TOASTS.notCompleted, error instanceof Error ? error.message : undefined),
    );
  }

  return (
    <Button size="sm" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {busy ? "Opening payment…" : `Pay ${formatInr(amount)} now`}
    </Button>
  );
}
