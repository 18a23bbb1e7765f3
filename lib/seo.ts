import type { Metadata } from "next";
import { site } from "@/lib/site";

type PageMeta = {
  title: string;
  description: string;
  /** The page's path, e.g. "/plans": its canonical URL. */
  path: string;
  /** Article pages say so to Open Graph. */
  type?: "website" | "article";
  publishedTime?: string;
};

/**
 * The raster preview drawn by app/opengraph-image.tsx. Named here because a page that sets its
 * own `openGraph` replaces the inherited one, image included.
 */
const socialImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
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
      images: [socialImage],
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: "summary_large_image", title, description, images: [socialImage] },
  };
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "" : path}`;
}
