import type { Metadata } from "next";
import { ClosedDaysNotice } from "@/components/visitors/closed-days-notice";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import { ContactDetails } from "@/components/shell/contact-details";
import { ContactForm } from "@/components/enquiries/contact-form";
import { WhatsappLink } from "@/components/shell/whatsapp-link";
import { contactIntro, reviewTips } from "@/content/contact";
import { site } from "@/lib/site";
import { tourPickerState } from "@/lib/tours";
import { contactTypeFromQuery } from "@/lib/validation/enquiry-rules";
import { MapEmbed } from "./_components/map-embed";
import { ReviewQr } from "./_components/review-qr";

export const metadata: Metadata = pageIntroMetadata(contactIntro);

type Props = { searchParams: Promise<{ type?: string | string[] }> };

/**
 * The variant comes from `?type=`, read here on the server, so every variant's form is in the
 * HTML (no client-rendering bailout); the Tour variant carries the default day's free slots.
 */
export default async function ContactPage({ searchParams }: Props) {
  const { type: raw } = await searchParams;
  const type = contactTypeFromQuery(typeof raw === "string" ? raw : null);
  const tour = type === "Tour" ? await tourPickerOrEmpty() : null;
  return (
    <>
      <PageIntro intro={contactIntro} />
      <div className="container-page grid gap-12 lg:grid-cols-[1.4fr_1fr]">
        <div className="bg-card rounded-3xl border p-6 sm:p-10">
          <ContactForm type={type} tour={tour} />
          <WhatsappLink
            className="mt-6"
            message={`Hello ${site.name}, I have a question from your contact page.`}
          />
        </div>
        <aside aria-label="Visit us" className="space-y-8">
          <ContactDetails size="md" />
          <ClosedDaysNotice className="bg-card rounded-2xl border p-6" />
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

/** The picker's days always; its slots only when the database answers (else the days alone). */
async function tourPickerOrEmpty() {
  const now = new Date();
  try {
    return await tourPickerState(now);
  } catch (error) {
    console.error(
      "[contact] tour slots unavailable:",
      error instanceof Error ? error.message : error,
    );
    const { tourDays } = await import("@/lib/tours");
    const days = tourDays(now);
    return { days, date: days[0] ?? null, slots: [] };
  }
}
