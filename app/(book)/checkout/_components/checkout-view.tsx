import Link from "@/components/ui/link";
import { DayPassCalculator } from "@/components/booking/day-pass-calculator";
import { PacksLink } from "@/components/packs/packs-link";
import { plans, type Plan } from "@/content/plans";
import { DAY_PASS_ITEM_KEY } from "@/lib/pricing";
import { CheckoutChoices } from "./checkout-choices";

/** Items the checkout can book: plan cards with an item key and a booking flow (the day pass). */
const BOOKABLE = new Set<string>([DAY_PASS_ITEM_KEY]);

export function checkoutPlan(item: string | null): Plan | null {
  if (!item || !BOOKABLE.has(item)) return null;
  return plans.find((plan) => plan.itemKey === item) ?? null;
}

/** `/checkout?item=…`: the plan's checkout, or every bookable space to choose from. */
export function CheckoutView({ item, renderedAt }: { item: string | null; renderedAt: number }) {
  const plan = checkoutPlan(item);
  if (plan) {
    return (
      <div className="space-y-6">
        <PacksLink />
        <DayPassCalculator plan={plan} renderedAt={renderedAt} />
      </div>
    );
  }
  return (
    <div className="bg-card max-w-3xl rounded-2xl border p-6 sm:p-8" data-testid="checkout-unknown">
      <div role="status">
        <h2 className="font-sans text-xl font-semibold">
          {item ? "We couldn't find that plan" : "Choose a plan to check out"}
        </h2>
        <p className="text-muted-foreground mt-2">
          {item
            ? `"${item.slice(0, 60)}" is not a plan you can book here. Choose one of these instead.`
            : "Choose what you would like to book."}
        </p>
      </div>
      <CheckoutChoices />
      <p className="text-muted-foreground mt-6 text-sm">
        Comparing options?{" "}
        <Link href="/plans" className="text-accent underline underline-offset-4">
          Back to plans
        </Link>
      </p>
    </div>
  );
}
