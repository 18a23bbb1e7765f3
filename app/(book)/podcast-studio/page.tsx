import { AvailabilityLink } from "@/components/booking/availability-link";
import { BookingPageShell } from "../_components/booking-page-shell";
import { bookingPageMetadata, type BookingPage } from "../_components/booking-page";
import { PodcastCalculator } from "@/components/booking/podcast-calculator";
import { podcastPolicies } from "@/content/booking-policies";
import { PODCAST_PLANS, formatInr } from "@/lib/pricing";

const page: BookingPage = {
  title: "Podcast Studio",
  path: "/podcast-studio",
  description: `Book the club's treated podcast studio: Basic ${formatInr(PODCAST_PLANS.basic.hourlyRate)}/hour for up to ${PODCAST_PLANS.basic.maxSpeakers} speakers, Pro ${formatInr(PODCAST_PLANS.pro.hourlyRate)}/hour for up to ${PODCAST_PLANS.pro.maxSpeakers}, with optional post-production.`,
  eyebrow: "Podcast studio",
  heading: "Book the podcast studio",
  lead: "Broadcast microphones, multi-camera video and an engineer at the desk. Choose a plan and a free slot, and add post-production if you want it edited for you.",
  policies: podcastPolicies,
};

export const metadata = bookingPageMetadata(page);

// Prerendered with the default date as of the render; hourly, so it follows the club's day
// (Next reads this export statically: it must be a literal).
export const revalidate = 3600;

export default function PodcastStudioPage() {
  return (
    <BookingPageShell page={page}>
      <AvailabilityLink />
      <PodcastCalculator renderedAt={new Date().getTime()} />
    </BookingPageShell>
  );
}
