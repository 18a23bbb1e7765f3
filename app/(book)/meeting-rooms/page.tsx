import { AvailabilityLink } from "@/components/booking/availability-link";
import { PacksLink } from "@/components/packs/packs-link";
import { BookingPageShell } from "../_components/booking-page-shell";
import { bookingPageMetadata, type BookingPage } from "../_components/booking-page";
import { MeetingRoomCalculator } from "@/components/booking/meeting-room-calculator";
import { meetingRoomPolicies } from "@/content/booking-policies";
import { MEETING_ROOMS, formatInr } from "@/lib/pricing";

const page: BookingPage = {
  title: "Meeting Rooms",
  path: "/meeting-rooms",
  description: `Book a 4-seater (${formatInr(MEETING_ROOMS["4-seater"].hourlyRate)}/hour) or 8-seater (${formatInr(MEETING_ROOMS["8-seater"].hourlyRate)}/hour) meeting room on the Noida Expressway: see free slots, half- and full-day discounts and the full price with GST.`,
  eyebrow: "Meeting rooms",
  heading: "Book a meeting room",
  lead: "Bright rooms for four and eight, by the hour. Pick a date and a free slot; the price, discounts and GST update as you go.",
  policies: meetingRoomPolicies,
};

export const metadata = bookingPageMetadata(page);

// Prerendered with the default date as of the render; hourly, so it follows the club's day
// (Next reads this export statically: it must be a literal).
export const revalidate = 3600;

export default function MeetingRoomsPage() {
  return (
    <BookingPageShell page={page}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <AvailabilityLink />
        <PacksLink />
      </div>
      <MeetingRoomCalculator renderedAt={new Date().getTime()} />
    </BookingPageShell>
  );
}
