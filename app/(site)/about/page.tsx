import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PageIntro } from "@/components/marketing/page-intro";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { about } from "@/content/about";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";
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
      <PageIntro intro={{ ...hero, name: "Our Story", path: "/about" }} />
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
