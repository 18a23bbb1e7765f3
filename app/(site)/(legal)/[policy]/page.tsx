import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageIntro } from "@/components/marketing/page-intro";
import { ContentSections } from "@/components/content/content-sections";
import { getPolicy, policies } from "@/content/policies";
import { clubIsoDate, formatClubDate } from "@/lib/club-date";
import { pageMetadata } from "@/lib/seo";

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
      <PageIntro
        intro={{
          name: policy.title,
          path: `/${policy.slug}`,
          eyebrow: "Legal",
          title: policy.title,
        }}
      >
        <p className="text-muted-foreground text-sm">
          Last Updated: <time dateTime={clubIsoDate(now)}>{formatClubDate(now)}</time>
        </p>
      </PageIntro>
      <div className="container-page max-w-3xl">
        <p className="text-lg leading-8">{policy.intro}</p>
        <ContentSections sections={policy.sections} />
      </div>
    </article>
  );
}
