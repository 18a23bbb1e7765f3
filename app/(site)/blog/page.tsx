import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import { blogIntro, postHref, posts } from "@/content/blog";

export const metadata: Metadata = pageIntroMetadata(blogIntro);

export default function BlogIndexPage() {
  return (
    <>
      <PageIntro intro={blogIntro} />
      <div className="container-page">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="bg-card flex h-full flex-col rounded-2xl border p-7">
                <p className="text-muted-foreground text-xs">{post.readingMinutes} min read</p>
                <h2 className="mt-3 text-xl font-semibold">
                  <Link href={postHref(post.slug)} className="hover:text-accent">
                    {post.title}
                  </Link>
                </h2>
                <p className="text-muted-foreground mt-3 flex-1 text-sm leading-6">
                  {post.description}
                </p>
                <Link
                  href={postHref(post.slug)}
                  className="text-accent mt-6 inline-flex items-center gap-1.5 text-sm font-semibold"
                >
                  Read More
                  <span className="sr-only">: {post.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
