import { Icon } from "@/components/ui/icon";
import { AssetImage } from "@/components/marketing/asset-image";
import { RegisterEventButton } from "@/components/enquiries/register-event-button";
import type { EventOccurrence } from "@/content/events";
import { images } from "@/content/images";
import { formatClubClock, formatClubWeekdayDate } from "@/lib/format";

const seriesImage = {
  "Networking Nights": images.eventsNetworking,
  "Cultural Evenings": images.eventsCultural,
  "Wellness Workshops": images.eventsWellness,
} as const;

/** One coming evening: when and where (in India's time), what it is, and how to register. */
export function UpcomingEventCard({ event }: { event: EventOccurrence }) {
  const starts = new Date(event.startsAt);
  return (
    <article
      className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border"
      aria-labelledby={`${event.id}-title`}
    >
      <AssetImage image={seriesImage[event.theme]} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col p-7">
        <p className="text-accent text-xs font-semibold tracking-widest uppercase">{event.theme}</p>
        <h3 id={`${event.id}-title`} className="mt-2 text-2xl font-semibold">
          {event.title}
        </h3>
        <ul className="text-muted-foreground mt-4 space-y-1.5 text-sm">
          <li className="flex gap-2">
            <Icon name="calendar-days" className="text-accent size-4" />
            <time dateTime={event.startsAt}>{formatClubWeekdayDate(starts)}</time>
          </li>
          <li className="flex gap-2">
            <Icon name="clock" className="text-accent size-4" />
            {formatClubClock(starts)} – {formatClubClock(event.endsAt)}
          </li>
          <li className="flex gap-2">
            <Icon name="map-pin" className="text-accent size-4" />
            {event.venue}
          </li>
        </ul>
        <p className="mt-4 flex-1 leading-7">{event.summary}</p>
        <div className="mt-6">
          <RegisterEventButton eventId={event.id} eventTitle={event.title} />
        </div>
      </div>
    </article>
  );
}
