import type { Metadata } from "next";
import { JsonLd } from "@/components/ui/json-ld";
import { gallery } from "@/content/gallery";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/marketing/structured-data";
import { GalleryLightbox } from "./_components/gallery-lightbox";

export const metadata: Metadata = pageMetadata({
  title: gallery.title,
  description: gallery.description,
  path: "/gallery",
});

/** Spec section 2: "Images only". The h1 is there for screen readers and outlines. */
export default function GalleryPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: gallery.title, path: "/gallery" }])} />
      <div className="container-page pt-6 pb-16 sm:pt-8 sm:pb-24">
        <h1 className="sr-only">{gallery.title}</h1>
        <GalleryLightbox images={gallery.images} />
      </div>
    </>
  );
}
