"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { ChoiceCards } from "@/components/booking/choice-cards";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { PAY_NOW } from "@/components/payments/pay-now-button";
import { BillingFields, NO_BILLING, type Billing } from "@/components/payments/billing-fields";
import { Button } from "@/components/ui/button";
import { ConsentBox } from "@/components/ui/consent-box";
import { postJson } from "@/lib/api-client";
import { PACK_TEXT, PACKS, quotePack, type PackProduct } from "@/lib/pricing/packs";
import type { PackPrice } from "@/lib/packs/types";
import { payOnline, type PaymentRequest } from "@/lib/payments/client/pay-online";
import { formatInr } from "@/lib/pricing/money";
import { toast } from "@/lib/toast";

export const PACK_TOASTS = {
  bought: "Pack bought",
  boughtDescription: "Its credit is on your dashboard, with its tax invoice.",
  couldNotStart: "We couldn't start the payment",
} as const;

/**
 * Buying a pack: which one, the member's word that packs are non-refundable (said before paying,
 * as the day pass says it), the optional company and GSTIN for the tax invoice, then Razorpay's
 * checkout for the server's price; once paid, the dashboard shows the pack's balance.
 */
export function BuyPackForm({ prices }: { prices: PackPrice[] }) {
  const [product, setProduct] = useState<PackProduct>(prices[0]?.product ?? "room-hours");
  const [accepted, setAccepted] = useState(false);
  const [billing, setBilling] = useState<Billing>(NO_BILLING);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const hydrated = useHydrated();
  const chosen = prices.find((p) => p.product === product);
  const quote = quotePack(chosen?.pricePaise ?? 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setErrors({ acceptNonRefundable: PACK_TEXT.acknowledge });
      return;
    }
    setBusy(true);
    const answer = await postJson<{ payment: PaymentRequest }>("/api/packs", {
      product,
      acceptNonRefundable: true,
      ...billing,
    });
    if (!answer.ok) {
      setBusy(false);
      if (answer.fieldErrors) return setErrors(answer.fieldErrors);
      toast.error(PACK_TOASTS.couldNotStart, { description: answer.message });
      return;
    }
    setErrors({});
    const paid = await payOnline(answer.payment, {
      description: `Prepaid pack: ${PACKS[product].name}`,
      prefill: {},
      holdNote: "Nothing was charged; you can try again.",
      refundReason: "This pack was paid for already",
      lateSuccess: { title: PACK_TOASTS.bought, description: PACK_TOASTS.boughtDescription },
    });
    setBusy(false);
    if (paid.kind === "paid") {
      toast.success(PACK_TOASTS.bought, { description: PACK_TOASTS.boughtDescription });
      router.push("/dashboard#packs-heading");
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Buy a pack">
      <ChoiceCards
        name="pack"
        legend="Choose a pack"
        value={product}
        onChange={setProduct}
        choices={prices.map((price) => ({
          value: price.product,
          label: `${PACKS[price.product].name}: ${formatInr(price.pricePaise)} + GST`,
          detail: (
            <>
              {PACKS[price.product].summary}{" "}
              {price.pricePaise < price.listPaise ? (
                <>
                  <s>{formatInr(price.listPaise)}</s> at list.
                </>
              ) : null}
            </>
          ),
        }))}
      />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="pack-quote">
        <dt className="text-muted-foreground">Price</dt>
        <dd className="text-right tabular-nums">{formatInr(quote.price)}</dd>
        <dt className="text-muted-foreground">GST</dt>
        <dd className="text-right tabular-nums">{formatInr(quote.gst)}</dd>
        <dt className="font-medium">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatInr(quote.total)}</dd>
      </dl>
      <p className="text-muted-foreground text-sm" data-testid="pack-non-refundable">
        {PACK_TEXT.nonRefundable}
      </p>
      <div>
        <ConsentBox
          id="acceptNonRefundable"
          checked={accepted}
          onChange={(checked) => {
            setAccepted(checked);
            setErrors(({ acceptNonRefundable: _cleared, ...rest }) => rest);
          }}
        >
          {PACK_TEXT.acknowledge}
        </ConsentBox>
        {errors.acceptNonRefundable ? (
          <p role="alert" className="text-destructive mt-1 text-sm">
            {errors.acceptNonRefundable}
          </p>
        ) : null}
      </div>
      <BillingFields
        value={billing}
        errors={errors}
        onChange={(change) => setBilling((current) => ({ ...current, ...change }))}
      />
      <Button type="submit" size="lg" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? PAY_NOW.busyLabel : `Pay ${formatInr(quote.total)} now`}
      </Button>
    </form>
  );
}
