import type { Metadata } from "next";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import { Section } from "@/components/marketing/section";
import { JsonLd } from "@/components/ui/json-ld";
import { eventsIntro, listUpcomingEvents, pastEventHighlights } from "@/content/events";
import { eventJsonLd } from "@/components/marketing/structured-data";
import { PastEventCard } from "./_components/past-event-card";
import { UpcomingEventCard } from "./_components/upcoming-event-card";

// Upcoming events are computed from today: regenerate hourly so a past evening never shows.
export const revalidate = 3600;

export const metadata: Metadata = pageIntroMetadata(eventsIntro);

export default function EventsPage() {
  const upcoming = listUpcomingEvents(new Date());
  return (
    <>
      {upcoming.map((event) => (
        <JsonLd key={event.id} data={eventJsonLd(event)} />
      ))}
      <PageIntro intro={eventsIntro} />
      <Section id="upcoming" title="Upcoming events" className="pt-0 sm:pt-0">
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {upcoming.map((event) => (
            <li key={event.id}>
              <UpcomingEventCard event={event} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="highlights" eyebrow="Highlights" title="Past events" tone="muted">
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {pastEventHighlights.map((event) => (
            <li key={event.title}>
              <PastEventCard event={event} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
