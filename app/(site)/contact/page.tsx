import type { Metadata } from "next";
import { Suspense } from "react";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import { ContactDetails } from "@/components/shell/contact-details";
import { Skeleton } from "@/components/ui/skeleton";
import { ContactForm } from "@/components/enquiries/contact-form";
import { contactIntro, reviewTips } from "@/content/contact";
import { MapEmbed } from "./_components/map-embed";
import { ReviewQr } from "./_components/review-qr";

export const metadata: Metadata = pageIntroMetadata(contactIntro);

function FormSkeleton() {
  return (
    <div aria-hidden className="space-y-5">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-12 w-48 rounded-full" />
    </div>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageIntro intro={contactIntro} />
      <div className="container-page grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <div className="bg-card rounded-3xl border p-6 sm:p-10">
          {/* The variant comes from ?type=, read in the browser so this page stays static. */}
          <Suspense fallback={<FormSkeleton />}>
            <ContactForm />
          </Suspense>
        </div>
        <aside aria-label="Visit us" className="space-y-8">
          <ContactDetails size="md" />
          <MapEmbed />
          <section
            aria-labelledby="review-heading"
            className="bg-card flex flex-col gap-5 rounded-2xl border p-6 sm:flex-row"
          >
            <ReviewQr />
            <div>
              <h2 id="review-heading" className="font-sans text-base font-semibold">
                Enjoyed your visit? Leave us a review
              </h2>
              <ul className="text-muted-foreground mt-3 list-disc space-y-1.5 pl-5 text-sm">
                {reviewTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
