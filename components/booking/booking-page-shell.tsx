import { Suspense, type ReactNode } from "react";
import { PolicyList } from "@/components/calculators/policy-list";
import { CalculatorSkeleton } from "@/components/calculators/summary-card";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import type { Policy } from "@/content/booking-policies";

type Props = {
  /** This page's crumb under Spaces & Bookings. */
  crumb: { name: string; path: string };
  eyebrow: string;
  title: string;
  lead: string;
  policies: Policy[];
  /** The calculator: it reads the query in the browser, so it renders inside Suspense. */
  children: ReactNode;
};

/** A booking page: breadcrumb JSON-LD, heading, the calculator (static shell) and its policies. */
export function BookingPageShell({ crumb, eyebrow, title, lead, policies, children }: Props) {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Spaces & Bookings", path: "/spaces-and-bookings" },
          crumb,
        ])}
      />
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <div className="container-page space-y-10 pb-16 sm:pb-24">
        <Suspense fallback={<CalculatorSkeleton />}>{children}</Suspense>
        <PolicyList policies={policies} />
      </div>
    </>
  );
}
