import type { Metadata } from "next";
import { Suspense } from "react";
import { PolicyList } from "@/components/calculators/policy-list";
import { workspacePolicies } from "@/content/booking-policies";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { WorkspaceCalculator } from "@/components/calculators/workspace-calculator";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { WORKSPACE_PRODUCTS, formatInr } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Cabins & Desks",
  description: `Dedicated desks from ${formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate)} and managed offices from ${formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate)} per seat per month on the Noida Expressway: work out rent, deposit and term savings.`,
  path: "/cabins-and-desks",
});

export default function CabinsAndDesksPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Spaces & Bookings", path: "/spaces-and-bookings" },
          { name: "Cabins & Desks", path: "/cabins-and-desks" },
        ])}
      />
      <PageHero
        eyebrow="Cabins & desks"
        title="Desks and offices"
        lead="A dedicated desk of your own, or a managed office for your team. Choose seats and a term to see the rent, the deposit and what an annual term saves."
      />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <Suspense fallback={<CalculatorSkeleton />}>
          <WorkspaceCalculator />
        </Suspense>
        <PolicyList policies={workspacePolicies} />
      </div>
    </>
  );
}
