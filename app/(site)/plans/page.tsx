import type { Metadata } from "next";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import type { PageIntroContent } from "@/content/page-intro";
import { plans, plansHero, plansRefundNote } from "@/content/plans";
import { Icon } from "@/components/ui/icon";
import { PlanCard } from "./_components/plan-card";

const plansIntro: PageIntroContent = {
  path: "/plans",
  name: "Plans & Pricing",
  description:
    "Day passes, dedicated desks, private office suites, meeting rooms and a podcast studio on the Noida Expressway, with clear prices in rupees.",
  eyebrow: "Plans",
  title: plansHero.heading,
  lead: plansHero.subtitle,
};

export const metadata: Metadata = pageIntroMetadata(plansIntro);

export default function PlansPage() {
  return (
    <>
      <PageIntro intro={plansIntro} />
      <div className="container-page">
        <ul className="grid gap-8 pt-3 md:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="bg-card text-muted-foreground mt-10 flex max-w-3xl gap-3 rounded-xl border p-5 text-sm leading-6">
          <Icon name="info" className="text-accent mt-0.5 size-4 shrink-0" />
          {plansRefundNote}
        </p>
      </div>
    </>
  );
}
