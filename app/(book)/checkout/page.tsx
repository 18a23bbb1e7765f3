import type { Metadata } from "next";
import { Suspense } from "react";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { PageHero } from "@/components/marketing/section";
import { pageMetadata } from "@/lib/seo";
import { CheckoutView } from "./_components/checkout-view";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Checkout",
    description:
      "Confirm your booking at the club: your details, the price with GST, and the policies that apply.",
    path: "/checkout",
  }),
  robots: { index: false },
};

/**
 * Static shell: `?item=` is read in the browser, inside Suspense, so the page stays prerendered
 * and the plan's form renders client-side.
 */
export default function CheckoutPage() {
  return (
    <>
      <PageHero eyebrow="Plans & Booking" title="Checkout" />
      <div className="container-page pb-16 sm:pb-24">
        <Suspense fallback={<CalculatorSkeleton />}>
          <CheckoutView />
        </Suspense>
      </div>
    </>
  );
}
