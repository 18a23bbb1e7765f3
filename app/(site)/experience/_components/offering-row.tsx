import { AssetImage } from "@/components/marketing/asset-image";
import { CheckList } from "@/components/marketing/check-list";
import type { Offering } from "@/content/experience";
import { images } from "@/content/images";
import { cn } from "@/lib/utils";

export function OfferingRow({ offering, reversed }: { offering: Offering; reversed: boolean }) {
  const headingId = `offering-${offering.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <AssetImage
        image={images[offering.image]}
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
        <CheckList items={offering.highlights} className="mt-6" />
      </div>
    </article>
  );
}
