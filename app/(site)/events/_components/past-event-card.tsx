import { AssetImage } from "@/components/marketing/asset-image";
import { Stars } from "@/components/marketing/stars";
import type { PastEventHighlight } from "@/content/events";
import { images } from "@/content/images";

/** A past evening with what one guest said about it. */
export function PastEventCard({ event }: { event: PastEventHighlight }) {
  const { testimonial } = event;
  return (
    <article className="bg-card h-full overflow-hidden rounded-2xl border">
      <AssetImage image={images[event.image]} className="aspect-[16/9] w-full object-cover" />
      <div className="p-7">
        <p className="text-muted-foreground text-sm">
          {event.theme} · {event.when}
        </p>
        <h3 className="mt-2 text-2xl font-semibold">{event.title}</h3>
        <p className="text-muted-foreground mt-3 leading-7">{event.summary}</p>
        <figure className="bg-muted/60 mt-6 rounded-xl p-5">
          <Stars rating={testimonial.rating} />
          <blockquote className="mt-3 leading-7">“{testimonial.quote}”</blockquote>
          <figcaption className="mt-3 text-sm">
            <span className="font-semibold">{testimonial.author}</span>
            <span className="text-muted-foreground">, {testimonial.title}</span>
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
