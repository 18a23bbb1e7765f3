import { BookingPageShell } from "../_components/booking-page-shell";
import { bookingPageMetadata, type BookingPage } from "../_components/booking-page";
import { WorkspaceCalculator } from "@/components/booking/workspace-calculator";
import { workspacePolicies } from "@/content/booking-policies";
import { WORKSPACE_PRODUCTS, formatInr } from "@/lib/pricing";

const page: BookingPage = {
  title: "Cabins & Desks",
  path: "/cabins-and-desks",
  description: `Dedicated desks from ${formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate)} and managed offices from ${formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate)} per seat per month on the Noida Expressway: work out rent, deposit and term savings.`,
  eyebrow: "Cabins & desks",
  heading: "Desks and offices",
  lead: "A dedicated desk of your own, or a managed office for your team. Choose seats and a term to see the rent, the deposit and what an annual term saves.",
  policies: workspacePolicies,
};

export const metadata = bookingPageMetadata(page);

// Prerendered with the default date as of the render; hourly, so it follows the club's day
// (Next reads this export statically: it must be a literal).
export const revalidate = 3600;

export default function CabinsAndDesksPage() {
  return (
    <BookingPageShell page={page}>
      <WorkspaceCalculator renderedAt={new Date().getTime()} />
    </BookingPageShell>
  );
}
