import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHero } from "@/components/marketing/section";
import { ContentSections } from "@/components/content/content-sections";
import { JsonLd } from "@/components/seo/json-ld";
import { getPolicy, policies } from "@/content/policies";
import { clubIsoDate, formatClubDate } from "@/lib/club-date";
import { pageMetadata } from "@/lib/seo";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";

// 'Last Updated' is today's date in India (spec section 2): regenerated every few minutes, so
// the page stays static and the date turns over shortly after midnight IST.
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return policies.map((policy) => ({ policy: policy.slug }));
}

type Props = { params: Promise<{ policy: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const policy = getPolicy((await params).policy);
  if (!policy) notFound();
  return pageMetadata({
    title: policy.title,
    description: policy.description,
    path: `/${policy.slug}`,
  });
}

export default async function PolicyPage({ params }: Props) {
  const policy = getPolicy((await params).policy);
  if (!policy) notFound();
  const now = new Date();
  return (
    <article>
      <JsonLd data={breadcrumbJsonLd([{ name: policy.title, path: `/${policy.slug}` }])} />
      <PageHero eyebrow="Legal" title={policy.title}>
        <p className="text-muted-foreground text-sm">
          Last Updated: <time dateTime={clubIsoDate(now)}>{formatClubDate(now)}</time>
        </p>
      </PageHero>
      <div className="container-page max-w-3xl">
        <p className="text-lg leading-8">{policy.intro}</p>
        <ContentSections sections={policy.sections} />
      </div>
    </article>
  );
}
