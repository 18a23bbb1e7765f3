import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BookButton } from "@/components/booking/book-button";
import { CheckList } from "@/components/marketing/check-list";
import { plansFeaturedBadge, plansPricingStructureLabel, type Plan } from "@/content/plans";
import { EXCLUDES_GST } from "@/lib/pricing";
import { cn } from "@/lib/utils";

export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "bg-card relative flex h-full flex-col rounded-2xl border p-7",
        plan.featured && "border-accent ring-accent shadow-lg ring-1",
      )}
    >
      {plan.featured ? (
        <Badge className="absolute -top-3 left-7">{plansFeaturedBadge}</Badge>
      ) : null}
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-display text-4xl font-semibold" data-testid="plan-price">
          {plan.price}
        </span>
        <span className="text-muted-foreground text-sm">{plan.frequency}</span>
        <span className="text-muted-foreground text-sm">{EXCLUDES_GST}</span>
      </p>
      <p className="text-muted-foreground mt-4 text-sm leading-6">{plan.description}</p>
      <CheckList items={plan.features} density="small" className="mt-6" />
      {plan.pricingDetails ? (
        <div className="bg-muted/60 mt-6 rounded-xl p-4">
          <h3 className="font-sans text-xs font-semibold tracking-wide uppercase">
            {plansPricingStructureLabel}
          </h3>
          <ul className="text-muted-foreground mt-2 space-y-1 text-sm">
            {plan.pricingDetails.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto pt-8">
        {plan.href !== undefined ? (
          <Button asChild className="w-full" variant={plan.featured ? "default" : "outline"}>
            <Link href={plan.href}>{plan.cta}</Link>
          </Button>
        ) : (
          <BookButton
            itemKey={plan.itemKey}
            className="w-full"
            variant={plan.featured ? "default" : "outline"}
          >
            {plan.cta}
          </BookButton>
        )}
      </div>
    </article>
  );
}
