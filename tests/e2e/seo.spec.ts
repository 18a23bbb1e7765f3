/* eslint-disable @typescript-eslint/no-explicit-any -- JSON-LD is checked as untyped JSON, field by field. */
import { expect, test, type Page } from "@playwright/test";
import { builtRoutes } from "./routes";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b));
}

const byType = (items: Record<string, unknown>[], type: string) =>
  items.filter((i) => i["@type"] === type);

for (const path of ["/", "/coworking-noida-expressway"]) {
  test(`${path} describes the business with address, hours, price range and the three offers`, async ({
    page,
  }) => {
    await page.goto(path);
    const [business] = byType(await jsonLd(page), "CoworkingSpace") as Record<string, any>[];
    expect(business).toBeDefined();
    expect(business!["@context"]).toBe("https://schema.org");
    expect(business!.address).toMatchObject({
      "@type": "PostalAddress",
      postalCode: "201313",
      addressLocality: "Noida",
    });
    expect(business!.priceRange).toMatch(/₹/);
    expect(business!.openingHoursSpecification[0]).toMatchObject({
      opens: "09:00",
      closes: "20:00",
    });
    expect(business!.openingHoursSpecification[0].dayOfWeek).toHaveLength(5);
    expect(business!.makesOffer.map((o: { name: string }) => o.name)).toEqual([
      "Dedicated Desk",
      "Private Cabin",
      "Meeting Room Rental",
    ]);
    expect(business!.makesOffer.map((o: { price: number }) => o.price)).toEqual([6000, 9000, 600]);
  });
}

test("/events lists each upcoming event as an Event in the future", async ({ page }) => {
  await page.goto("/events");
  const events = byType(await jsonLd(page), "Event") as Record<string, any>[];
  expect(events).toHaveLength(2);
  for (const event of events) {
    expect(new Date(event.startDate).getTime()).toBeGreaterThan(Date.now());
    expect(event.location.address.postalCode).toBe("201313");
  }
  await expect(
    page
      .getByRole("button", { name: /Register Now/ })
      .or(page.getByRole("link", { name: /Register Now/ })),
  ).toHaveCount(2);
});

test("articles carry BlogPosting and a breadcrumb; the FAQ article carries FAQPage", async ({
  page,
}) => {
  await page.goto("/blog/faqs");
  const items = await jsonLd(page);
  expect(byType(items, "BlogPosting")).toHaveLength(1);
  const [faq] = byType(items, "FAQPage") as Record<string, any>[];
  expect(faq!.mainEntity.length).toBeGreaterThanOrEqual(8);
  expect(faq!.mainEntity[0]).toMatchObject({
    "@type": "Question",
    acceptedAnswer: { "@type": "Answer" },
  });
  const [crumbs] = byType(items, "BreadcrumbList") as Record<string, any>[];
  expect(crumbs!.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Home",
    "Blog",
    expect.any(String),
  ]);
});

// Each inner page's breadcrumb, <title> and hero come from one intro (components/marketing/page-intro).
const innerPages = [
  { path: "/about", name: "Our Story" },
  { path: "/experience", name: "The Experience" },
  { path: "/membership", name: "Membership" },
  { path: "/events", name: "Events" },
  { path: "/plans", name: "Plans & Pricing" },
  { path: "/blog", name: "Blog" },
  { path: "/contact", name: "Contact" },
  { path: "/privacy-policy", name: "Privacy Policy" },
];

for (const { path, name } of innerPages) {
  test(`${path} names itself "${name}" in its breadcrumb and title`, async ({ page }) => {
    await page.goto(path);
    const [crumbs, ...more] = byType(await jsonLd(page), "BreadcrumbList") as Record<string, any>[];
    expect(more).toHaveLength(0);
    expect(crumbs!.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", name]);
    expect(crumbs!.itemListElement[1].item).toMatch(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
  });
}

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*sitemap\.xml/);
  const index = await (await request.get("/sitemap.xml")).text();
  const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  let locs: string[] = [];
  for (const url of sitemapUrls) {
    if (url.endsWith(".xml")) {
      const body = await (await request.get(new URL(url).pathname)).text();
      locs.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    } else locs.push(url);
  }
  locs = locs.map((l) => new URL(l).pathname.replace(/\/$/, "") || "/");
  for (const route of builtRoutes) expect(locs).toContain(route.path);
});
