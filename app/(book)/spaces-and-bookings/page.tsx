import type { Metadata } from "next";
import { AssetImage } from "@/components/marketing/asset-image";
import Link from "@/components/ui/link";
import { PageHero } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { BookButton } from "@/components/booking/book-button";
import { PriceTag } from "@/components/booking/price-tag";
import { JsonLd } from "@/components/ui/json-ld";
import { bookableSpaces } from "@/content/spaces";
import { images } from "@/content/images";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/marketing/structured-data";

export const metadata: Metadata = pageMetadata({
  title: "Spaces & Bookings",
  description:
    "Every space you can book at the club: meeting rooms, cabins and desks, the podcast studio, day passes and virtual offices, with prices in rupees.",
  path: "/spaces-and-bookings",
});

export default function SpacesPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([{ name: "Spaces & Bookings", path: "/spaces-and-bookings" }])}
      />
      <PageHero
        eyebrow="Spaces & Bookings"
        title="Book a space"
        lead="Rooms by the hour, desks and offices by the month, and a studio when you need to record. Prices exclude GST."
      />
      <div className="container-page">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {bookableSpaces.map((space) => {
            const image = images[space.image];
            return (
              <li key={space.id}>
                <article
                  className="bg-card flex h-full flex-col overflow-hidden rounded-2xl border"
                  aria-labelledby={`space-${space.id}`}
                >
                  <AssetImage
                    image={image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-7">
                    <h2 id={`space-${space.id}`} className="font-sans text-xl font-semibold">
                      {space.name}
                    </h2>
                    <PriceTag price={space.price} unit={space.unit} className="mt-2" />
                    <p className="text-muted-foreground mt-3 flex-1 text-sm leading-6">
                      {space.summary}
                    </p>
                    <div className="mt-6">
                      {"href" in space.action ? (
                        <Button asChild variant="outline" className="w-full">
                          <Link href={space.action.href}>{space.action.label}</Link>
                        </Button>
                      ) : (
                        <BookButton
                          itemKey={space.action.itemKey}
                          variant="outline"
                          className="w-full"
                        >
                          {space.action.label}
                        </BookButton>
                      )}
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
