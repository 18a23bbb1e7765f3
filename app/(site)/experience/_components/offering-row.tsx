import Image from "next/image";
import { Check } from "lucide-react";
import type { Offering } from "@/content/experience";
import { images } from "@/content/images";
import { cn } from "@/lib/utils";

export function OfferingRow({ offering, reversed }: { offering: Offering; reversed: boolean }) {
  const image = images[offering.image];
  const headingId = `offering-${offering.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <Image
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className={cn("aspect-[4/3] w-full rounded-3xl object-cover", reversed && "lg:order-last")}
      />
      <div>
        <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
          {offering.title}
        </h2>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-accent text-2xl font-semibold">{offering.price}</span>
          <span className="text-muted-foreground text-sm">{offering.unit}</span>
        </p>
        <p className="text-muted-foreground mt-5 text-lg leading-8">{offering.summary}</p>
        <ul className="mt-6 space-y-2.5">
          {offering.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-3">
              <Check className="text-accent mt-1 size-4 shrink-0" aria-hidden />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
