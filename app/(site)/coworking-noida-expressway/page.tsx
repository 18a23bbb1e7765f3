import type { Metadata } from "next";
import { JsonLd } from "@/components/ui/json-ld";
import { landing } from "@/content/coworking-noida-expressway";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
} from "@/components/marketing/structured-data";
import { SplitHero } from "@/components/marketing/split-hero";
import { images } from "@/content/images";
import { WhyChoose } from "./_components/why-choose";
import { ManagedOffice } from "./_components/managed-office";
import { Connectivity } from "./_components/connectivity";
import { LandingFaq } from "./_components/landing-faq";
import { LandingCta } from "./_components/landing-cta";

const path = "/coworking-noida-expressway";

export const metadata: Metadata = pageMetadata({
  title: "Coworking Space on Noida Expressway, Sector 127",
  description: `Premium coworking and managed offices at ${site.address.short}: private cabins, dedicated desks and meeting rooms on the Noida Expressway, near the Aqua Line.`,
  path,
});

export default function CoworkingNoidaExpresswayPage() {
  return (
    <>
      <JsonLd data={localBusinessJsonLd()} />
      <JsonLd data={breadcrumbJsonLd([{ name: landing.breadcrumb, path }])} />
      <JsonLd data={faqPageJsonLd([...landing.faq.items])} />
      <SplitHero hero={landing.hero} facts={landing.facts} image={images.landingExpressway} />
      <WhyChoose />
      <ManagedOffice />
      <Connectivity />
      <LandingFaq />
      <LandingCta />
    </>
  );
}
