import { absoluteUrl } from "@/lib/seo";

/**
 * A page's breadcrumb trail as schema.org's BreadcrumbList, from Home. Apart from
 * structured-data.ts, whose events and posts bring the blog and the policies with them: a booking
 * page needs the trail alone (issue 37's walk).
 */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
