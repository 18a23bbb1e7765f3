import type { Metadata } from "next";
import { BookingPageShell } from "@/components/booking/booking-page-shell";
import { PodcastCalculator } from "@/components/calculators/podcast-calculator";
import { podcastPolicies } from "@/content/booking-policies";
import { PODCAST_PLANS, formatInr } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Podcast Studio",
  description: `Book the club's treated podcast studio: Basic ${formatInr(PODCAST_PLANS.basic.hourlyRate)}/hour for up to ${PODCAST_PLANS.basic.maxSpeakers} speakers, Pro ${formatInr(PODCAST_PLANS.pro.hourlyRate)}/hour for up to ${PODCAST_PLANS.pro.maxSpeakers}, with optional post-production.`,
  path: "/podcast-studio",
});

export default function PodcastStudioPage() {
  return (
    <BookingPageShell
      crumb={{ name: "Podcast Studio", path: "/podcast-studio" }}
      eyebrow="Podcast studio"
      title="Book the podcast studio"
      lead="Broadcast microphones, multi-camera video and an engineer at the desk. Choose a plan and a free slot, and add post-production if you want it edited for you."
      policies={podcastPolicies}
    >
      <PodcastCalculator />
    </BookingPageShell>
  );
}
