import { Suspense, type ReactNode } from "react";
import { PolicyList } from "@/components/calculators/policy-list";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import type { BookingPage } from "./booking-page";

type Props = {
  page: BookingPage;
  /** The calculator: it reads the query in the browser, so it renders inside Suspense. */
  children: ReactNode;
};

/** A booking page: breadcrumb JSON-LD, heading, the calculator (static shell) and its policies. */
export function BookingPageShell({ page, children }: Props) {
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
        <Suspense fallback={<CalculatorSkeleton />}>{children}</Suspense>
        <PolicyList policies={page.policies} />
      </div>
    </>
  );
}
