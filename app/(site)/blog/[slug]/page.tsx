import type { Metadata } from "next";
import { formatClubLongDate } from "@/lib/format";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ContentSections } from "@/components/content/content-sections";
import { FaqList } from "@/components/marketing/faq-list";
import { JsonLd } from "@/components/ui/json-ld";
import { Button } from "@/components/ui/button";
import { getPost, postHref, posts } from "@/content/blog";
import { pageMetadata } from "@/lib/seo";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
} from "@/components/marketing/structured-data";

export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: postHref(post.slug),
    type: "article",
    publishedTime: post.publishedOn,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const others = posts.filter((p) => p.slug !== post.slug).slice(0, 3);
  return (
    <article className="container-page max-w-3xl pt-8">
      <JsonLd data={blogPostingJsonLd(post)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Blog", path: "/blog" },
          { name: post.title, path: postHref(post.slug) },
        ])}
      />
      {post.faqs ? <JsonLd data={faqPageJsonLd(post.faqs)} /> : null}
      <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
        <Link href="/blog" className="hover:text-foreground">
          Blog
        </Link>
      </nav>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{post.title}</h1>
      <p className="text-muted-foreground mt-4 text-sm">
        <time dateTime={post.publishedOn}>
          {formatClubLongDate(new Date(`${post.publishedOn}T12:00:00+05:30`))}
        </time>{" "}
        · {post.readingMinutes} min read
      </p>
      <p className="mt-8 text-xl leading-8">{post.description}</p>
      <ContentSections sections={post.sections} />
      {post.faqs ? (
        <section aria-labelledby="faq-heading" className="mt-12">
          <h2 id="faq-heading" className="text-2xl font-semibold">
            Frequently asked questions
          </h2>
          <FaqList items={post.faqs} variant="plain" className="mt-6" />
        </section>
      ) : null}
      <aside className="bg-muted/60 mt-16 rounded-2xl p-8">
        <h2 className="text-xl font-semibold">Come and see the club</h2>
        <p className="text-muted-foreground mt-2">A 20-minute walk-through, coffee included.</p>
        <Button asChild className="mt-5">
          <Link href="/contact?type=Tour">Book a Tour</Link>
        </Button>
      </aside>
      <nav aria-label="More articles" className="mt-16">
        <h2 className="text-xl font-semibold">More from the blog</h2>
        <ul className="mt-4 grid gap-3">
          {others.map((p) => (
            <li key={p.slug}>
              <Link href={postHref(p.slug)} className="text-accent font-medium hover:underline">
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
