import type { ReactNode } from "react";
import { ClosedDaysNotice } from "@/components/visitors/closed-days-notice";
import { PaymentModeProvider } from "@/components/payments/payment-mode";
import { withPaymentPolicy } from "@/content/booking-policies";
import { paymentMethod } from "@/lib/payments";
import { PolicyList } from "@/components/booking/policy-list";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd } from "@/components/marketing/breadcrumb-json-ld";
import type { BookingPage } from "./booking-page";

type Props = {
  page: BookingPage;
  /** The calculator, rendered on the server in its default state. */
  children: ReactNode;
};

/** A booking page: breadcrumb JSON-LD, heading, the calculator and its policies. */
export function BookingPageShell({ page, children }: Props) {
  const mode = paymentMethod();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Spaces & Bookings", path: "/spaces-and-bookings" },
          { name: page.title, path: page.path },
        ])}
      />
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <PaymentModeProvider mode={mode}>{children}</PaymentModeProvider>
        <PolicyList policies={withPaymentPolicy(page.policies, mode)} />
        <ClosedDaysNotice className="bg-card rounded-2xl border p-6" />
      </div>
    </>
  );
}
