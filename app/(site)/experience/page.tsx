import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/marketing/page-intro";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { experience } from "@/content/experience";
import { pageMetadata } from "@/lib/seo";
import { OfferingRow } from "./_components/offering-row";

export const metadata: Metadata = pageMetadata({
  title: "The Experience",
  description:
    "Private cabins, dedicated desks, managed offices, meeting rooms and a podcast studio on the Noida Expressway, each with its starting price in rupees.",
  path: "/experience",
});

export default function ExperiencePage() {
  const { hero, offerings, dayPassNote, cta } = experience;
  return (
    <>
      <PageIntro intro={{ ...hero, name: "The Experience", path: "/experience" }} />
      <div className="container-page">
        <ul className="space-y-16 sm:space-y-24">
          {offerings.map((offering, index) => (
            <li key={offering.id}>
              <OfferingRow offering={offering} reversed={index % 2 === 1} />
            </li>
          ))}
        </ul>
      </div>
      <Section
        id="plans"
        title={cta.title}
        intro={cta.body}
        tone="muted"
        className="mt-16 sm:mt-24"
      >
        <p className="text-muted-foreground mt-3">{dayPassNote}</p>
        <Button asChild size="lg" className="mt-8">
          <Link href={cta.action.href}>
            {cta.action.label}
            <Icon name="arrow-right" />
          </Link>
        </Button>
      </Section>
    </>
  );
}
