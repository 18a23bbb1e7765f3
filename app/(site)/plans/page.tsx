import type { Metadata } from "next";
import { Info } from "lucide-react";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { plans, plansHero, plansRefundNote } from "@/content/plans";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { PlanCard } from "./_components/plan-card";

export const metadata: Metadata = pageMetadata({
  title: "Plans & Pricing",
  description:
    "Day passes, dedicated desks, private office suites, meeting rooms and a podcast studio on the Noida Expressway, with clear prices in rupees.",
  path: "/plans",
});

export default function PlansPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Plans & Pricing", path: "/plans" }])} />
      <PageHero eyebrow="Plans" title={plansHero.heading} lead={plansHero.subtitle} />
      <div className="container-page">
        <ul className="grid gap-8 pt-3 md:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="bg-card text-muted-foreground mt-10 flex max-w-3xl gap-3 rounded-xl border p-5 text-sm leading-6">
          <Info className="text-accent mt-0.5 size-4 shrink-0" aria-hidden />
          {plansRefundNote}
        </p>
      </div>
    </>
  );
}
