import * as React from "react";
import type { Metadata } from "next";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd } from "@/components/marketing/structured-data";
import type { PageIntroContent } from "@/content/page-intro";
import { pageMetadata } from "@/lib/seo";

type Intro = Omit<PageIntroContent, "description">;

/** The top of an inner page: its breadcrumb for search engines and the hero with its one h1. */
export function PageIntro({ intro, children }: { intro: Intro; children?: React.ReactNode }) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: intro.name, path: intro.path }])} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        {children}
      </PageHero>
    </>
  );
}

/** The page's title, description, canonical URL and social tags, from the same content. */
export function pageIntroMetadata(intro: PageIntroContent): Metadata {
  return pageMetadata({ title: intro.name, description: intro.description, path: intro.path });
}
