import type { Metadata } from "next";
import { Suspense } from "react";
import { MeetingRoomCalculator } from "@/components/calculators/meeting-room-calculator";
import { PolicyList } from "@/components/calculators/policy-list";
import { meetingRoomPolicies } from "@/content/booking-policies";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { MEETING_ROOMS, formatInr } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Meeting Rooms",
  description: `Book a 4-seater (${formatInr(MEETING_ROOMS["4-seater"].hourlyRate)}/hour) or 8-seater (${formatInr(MEETING_ROOMS["8-seater"].hourlyRate)}/hour) meeting room on the Noida Expressway: see free slots, half- and full-day discounts and the full price with GST.`,
  path: "/meeting-rooms",
});

/** Static shell; the calculator reads the query in the browser (its choices survive sign-in). */
export default function MeetingRoomsPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Spaces & Bookings", path: "/spaces-and-bookings" },
          { name: "Meeting Rooms", path: "/meeting-rooms" },
        ])}
      />
      <PageHero
        eyebrow="Meeting rooms"
        title="Book a meeting room"
        lead="Bright rooms for four and eight, by the hour. Pick a date and a free slot; the price, discounts and GST update as you go."
      />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <Suspense fallback={<CalculatorSkeleton />}>
          <MeetingRoomCalculator />
        </Suspense>
        <PolicyList policies={meetingRoomPolicies} />
      </div>
    </>
  );
}
