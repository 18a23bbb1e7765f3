import type { Metadata } from "next";
import { BookingPageShell } from "@/components/booking/booking-page-shell";
import { workspacePolicies } from "@/content/booking-policies";
import { WorkspaceCalculator } from "@/components/calculators/workspace-calculator";
import { WORKSPACE_PRODUCTS, formatInr } from "@/lib/pricing";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Cabins & Desks",
  description: `Dedicated desks from ${formatInr(WORKSPACE_PRODUCTS["dedicated-desk"].seatRate)} and managed offices from ${formatInr(WORKSPACE_PRODUCTS["managed-office"].seatRate)} per seat per month on the Noida Expressway: work out rent, deposit and term savings.`,
  path: "/cabins-and-desks",
});

export default function CabinsAndDesksPage() {
  return (
    <BookingPageShell
      crumb={{ name: "Cabins & Desks", path: "/cabins-and-desks" }}
      eyebrow="Cabins & desks"
      title="Desks and offices"
      lead="A dedicated desk of your own, or a managed office for your team. Choose seats and a term to see the rent, the deposit and what an annual term saves."
      policies={workspacePolicies}
    >
      <WorkspaceCalculator />
    </BookingPageShell>
  );
}
