import type { Metadata } from "next";
import { Suspense } from "react";
import { PodcastCalculator } from "@/components/calculators/podcast-calculator";
import { PolicyList } from "@/components/calculators/policy-list";
import { podcastPolicies } from "@/content/booking-policies";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { PODCAST_PLANS, formatInr } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Podcast Studio",
  description: `Book the club's treated podcast studio: Basic ${formatInr(PODCAST_PLANS.basic.hourlyRate)}/hour for up to ${PODCAST_PLANS.basic.maxSpeakers} speakers, Pro ${formatInr(PODCAST_PLANS.pro.hourlyRate)}/hour for up to ${PODCAST_PLANS.pro.maxSpeakers}, with optional post-production.`,
  path: "/podcast-studio",
});

export default function PodcastStudioPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Spaces & Bookings", path: "/spaces-and-bookings" },
          { name: "Podcast Studio", path: "/podcast-studio" },
        ])}
      />
      <PageHero
        eyebrow="Podcast studio"
        title="Book the podcast studio"
        lead="Broadcast microphones, multi-camera video and an engineer at the desk. Choose a plan and a free slot, and add post-production if you want it edited for you."
      />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <Suspense fallback={<CalculatorSkeleton />}>
          <PodcastCalculator />
        </Suspense>
        <PolicyList policies={podcastPolicies} />
      </div>
    </>
  );
}
