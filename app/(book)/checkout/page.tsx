import type { Metadata } from "next";
import { ClosedDaysNotice } from "@/components/visitors/closed-days-notice";
import { PaymentModeProvider } from "@/components/payments/payment-mode";
import { PageHero } from "@/components/marketing/section";
import { paymentMethod } from "@/lib/payments";
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

type Props = { searchParams: Promise<{ item?: string | string[] }> };

/**
 * Rendered per request: `?item=` decides the whole page (a plan's form or the list to choose
 * from), so the server reads it and the HTML is already the right one; a prerendered shell would
 * swap one for the other after hydration. The render is cheap (no data) and the page unindexed.
 */
export default async function CheckoutPage({ searchParams }: Props) {
  const { item } = await searchParams;
  return (
    <>
      <PageHero eyebrow="Plans & Booking" title="Checkout" />
      <div className="container-page pb-16 sm:pb-24">
        <PaymentModeProvider mode={paymentMethod()}>
          <CheckoutView
            item={typeof item === "string" ? item : null}
            renderedAt={new Date().getTime()}
          />
        </PaymentModeProvider>
        <ClosedDaysNotice className="bg-card mt-10 rounded-2xl border p-6" />
      </div>
    </>
  );
}
