import type { Metadata } from "next";
import { site } from "@/content/site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/plans": its canonical URL. */
  path: string;
  /** Article pages say so to Open Graph. */
  type?: "website" | "article";
  publishedTime?: string;
};

/** Every page's title, description, canonical URL, Open Graph and Twitter tags come from here. */
export function pageMetadata({
  title,
  description,
  path,
  type = "website",
  publishedTime,
}: PageMeta): Metadata {
  const url = path === "/" ? "/" : path;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: site.name,
      locale: "en_IN",
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}`;
}
