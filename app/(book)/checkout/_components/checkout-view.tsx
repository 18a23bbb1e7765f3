"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { plans, type Plan } from "@/content/plans";
import { DAY_PASS_ITEM_KEY } from "@/lib/pricing";
import { DayPassCheckout } from "./day-pass-checkout";

/** Items the checkout can book: plan cards with an item key and a booking flow (the day pass). */
const BOOKABLE = new Set<string>([DAY_PASS_ITEM_KEY]);

export function checkoutPlan(item: string | null): Plan | null {
  if (!item || !BOOKABLE.has(item)) return null;
  return plans.find((plan) => plan.itemKey === item) ?? null;
}

/** `/checkout?item=…`: the plan's checkout, or a clear way back to the plans. */
export function CheckoutView() {
  const item = useSearchParams().get("item");
  const plan = checkoutPlan(item);
  if (plan) return <DayPassCheckout plan={plan} />;
  return (
    <div
      className="bg-card max-w-2xl rounded-2xl border p-6 sm:p-8"
      role="status"
      data-testid="checkout-unknown"
    >
      <h2 className="font-sans text-xl font-semibold">
        {item ? "We couldn't find that plan" : "Choose a plan to check out"}
      </h2>
      <p className="text-muted-foreground mt-2">
        {item
          ? `"${item.slice(0, 60)}" is not a plan you can book online. Pick one from our plans and pricing.`
          : "Pick a plan from our plans and pricing, and its checkout opens here."}
      </p>
      <Button asChild className="mt-6">
        <Link href="/plans">Back to plans</Link>
      </Button>
    </div>
  );
}
