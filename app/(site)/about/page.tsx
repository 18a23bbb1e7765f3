import type { Metadata } from "next";
import Link from "next/link";
import { PageHero, Section } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { about } from "@/content/about";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { FounderStory } from "./_components/founder-story";
import { Milestones } from "./_components/milestones";

export const metadata: Metadata = pageMetadata({
  title: "Our Story",
  description: `How a Noida design studio's search for a serious office without a long lease became ${site.name}, a premium coworking club in Sector 127 on the Noida Expressway.`,
  path: "/about",
});

export default function AboutPage() {
  const { hero, cta } = about;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Our Story", path: "/about" }])} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <FounderStory />
      <Milestones />
      <Section id="visit" title={cta.title} intro={cta.body}>
        <Button asChild size="lg" className="mt-8">
          <Link href={cta.action.href}>{cta.action.label}</Link>
        </Button>
      </Section>
    </>
  );
}
