import type { Metadata } from "next";
import Image from "next/image";
import { CalendarDays, Clock, MapPin } from "lucide-react";
import { PageHero, Section } from "@/components/marketing/section";
import { Stars } from "@/components/marketing/stars";
import { JsonLd } from "@/components/seo/json-ld";
import { RegisterEventButton } from "@/components/enquiries/register-event-button";
import { listUpcomingEvents, pastEventHighlights } from "@/content/events";
import { images } from "@/content/images";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd, eventJsonLd } from "@/components/seo/structured-data";

// Upcoming events are computed from today: regenerate hourly so a past evening never shows.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: "Events",
  description:
    "Networking nights, cultural evenings and wellness workshops at our club on the Noida Expressway. See what's coming up and register.",
  path: "/events",
});

const day = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const time = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const seriesImage = {
  "Networking Nights": images.eventsNetworking,
  "Cultural Evenings": images.eventsCultural,
  "Wellness Workshops": images.eventsWellness,
} as const;

export default function EventsPage() {
  const upcoming = listUpcomingEvents(new Date());
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Events", path: "/events" }])} />
      {upcoming.map((event) => (
        <JsonLd key={event.id} data={eventJsonLd(event)} />
      ))}
      <PageHero
        eyebrow="Events"
        title="Events at the club"
        lead="Evenings and mornings that bring members together. Registration is free for members and their guests."
      />
      <Section id="upcoming" title="Upcoming events" className="pt-0 sm:pt-0">
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {upcoming.map((event) => {
            const image = seriesImage[event.theme];
            const starts = new Date(event.startsAt);
            return (
              <li key={event.id}>
                <article
                  className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border"
                  aria-labelledby={`${event.id}-title`}
                >
                  <Image
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    className="aspect-[16/9] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-7">
                    <p className="text-accent text-xs font-semibold tracking-widest uppercase">
                      {event.theme}
                    </p>
                    <h3 id={`${event.id}-title`} className="mt-2 text-2xl font-semibold">
                      {event.title}
                    </h3>
                    <ul className="text-muted-foreground mt-4 space-y-1.5 text-sm">
                      <li className="flex gap-2">
                        <CalendarDays className="text-accent size-4" aria-hidden />
                        <time dateTime={event.startsAt}>{day.format(starts)}</time>
                      </li>
                      <li className="flex gap-2">
                        <Clock className="text-accent size-4" aria-hidden />
                        {time.format(starts)} – {time.format(new Date(event.endsAt))}
                      </li>
                      <li className="flex gap-2">
                        <MapPin className="text-accent size-4" aria-hidden />
                        {event.venue}
                      </li>
                    </ul>
                    <p className="mt-4 flex-1 leading-7">{event.summary}</p>
                    <div className="mt-6">
                      <RegisterEventButton eventId={event.id} eventTitle={event.title} />
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="highlights" eyebrow="Highlights" title="Past events" tone="muted">
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {pastEventHighlights.map((event) => {
            const image = images[event.image];
            return (
              <li key={event.title}>
                <article className="bg-card h-full overflow-hidden rounded-2xl border">
                  <Image
                    src={image.src}
                    width={image.width}
                    height={image.height}
                    alt={image.alt}
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    className="aspect-[16/9] w-full object-cover"
                  />
                  <div className="p-7">
                    <p className="text-muted-foreground text-sm">
                      {event.theme} · {event.when}
                    </p>
                    <h3 className="mt-2 text-2xl font-semibold">{event.title}</h3>
                    <p className="text-muted-foreground mt-3 leading-7">{event.summary}</p>
                    <figure className="bg-muted/60 mt-6 rounded-xl p-5">
                      <Stars rating={event.testimonial.rating} />
                      <blockquote className="mt-3 leading-7">
                        “{event.testimonial.quote}”
                      </blockquote>
                      <figcaption className="mt-3 text-sm">
                        <span className="font-semibold">{event.testimonial.author}</span>
                        <span className="text-muted-foreground">, {event.testimonial.title}</span>
                      </figcaption>
                    </figure>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
