import type { Metadata } from "next";
import { SplitHero } from "@/components/marketing/split-hero";
import { home } from "@/content/home";
import { images } from "@/content/images";
import { Amenities } from "./_components/home-amenities";
import {
  ContactIntro,
  EcosystemBanner,
  EventsTeaser,
  GalleryPreview,
  Testimonials,
  Vision,
} from "./_components/home-sections";
import { JsonLd } from "@/components/ui/json-ld";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";
import { localBusinessJsonLd } from "@/components/marketing/structured-data";

export const metadata: Metadata = {
  ...pageMetadata({
    title: `${site.name} | Premium coworking on the Noida Expressway`,
    description: site.description,
    path: "/",
  }),
  title: { absolute: `${site.name} | Premium coworking on the Noida Expressway` },
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <SplitHero hero={home.hero} facts={home.facts} image={images.heroLounge} />
      <Vision />
      <Amenities />
      <EcosystemBanner />
      <Testimonials />
      <EventsTeaser />
      <GalleryPreview />
      <ContactIntro />
    </>
  );
}
