import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { HOSTED_URLS } from "../../playwright.config";
import { ownClientAddress } from "./helpers";
import { watchCsp } from "./support/csp-violations";

/**
 * The hosted store working (spec section 7), against a Next server on a copy of the main build
 * (playwright.config.ts) whose STORE_API_URL is the fake store's `live` mode
 * (tests/e2e/support/live-store.mjs): a catalogue the tests change while both servers run, with
 * pictures on another port named by STORE_IMAGE_ORIGIN. The build was made in embedded mode, so
 * none of the live store's products was prerendered: each product page here is rendered on its
 * first visit, as a product added to a hosted store after the deploy is.
 */

test.use({ baseURL: HOSTED_URLS.site });

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: "cookieConsent", value: CONSENTED, url: HOSTED_URLS.site }]);
  await ownClientAddress(page);
});

type NewProduct = { title: string; pictures: string[]; variants: [string, number][] };

/** Puts a product on sale in the live store, under an id no other test uses. */
async function sell(request: APIRequestContext, label: string, product: NewProduct) {
  const id = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const response = await request.put(`${HOSTED_URLS.fakeStore}/__live/products/${id}`, {
    data: product,
  });
  expect(response.status()).toBe(200);
  return id;
}

async function withdraw(request: APIRequestContext, id: string) {
  const response = await request.delete(`${HOSTED_URLS.fakeStore}/__live/products/${id}`);
  expect(response.status()).toBe(200);
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";

/** Opens a product page and waits for its fresh stock: by then the page is hydrated. */
async function openProduct(page: Page, id: string) {
  const stock = page.waitForResponse((r) => r.url().includes("/api/inventory"));
  const response = await page.goto(`/product/${id}`);
  await stock;
  return response!;
}

/** The picture has really loaded and decoded (a blocked or broken one has no width). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("a product added to the store while the site runs has a working page at once, then served from the cache", async ({
  page,
  request,
}) => {
  const id = await sell(request, "desk-lamp", {
    title: "Brass Desk Lamp",
    pictures: ["store-bottle.svg"],
    variants: [["one-size", 2400]],
  });
  const violations = await watchCsp(page);

  // Its first visit renders it: the shopper's scripts run under the nonce of that response.
  const first = await openProduct(page, id);
  expect(first.status()).toBe(200);
  expect(scriptSrc(first.headers()["content-security-policy"]!)).toMatch(/'nonce-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brass Desk Lamp");
  await expect(page.getByTestId("price").first()).toHaveText("€24.00");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to Cart!")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await violations()).toEqual([]);

  // Then it is a cached page like the prerendered ones: its scripts allowed by hash, no nonce.
  await expect
    .poll(async () =>
      scriptSrc((await request.get(`/product/${id}`)).headers()["content-security-policy"]!),
    )
    .toMatch(/^script-src 'self' 'sha256-/);
  const cached = await openProduct(page, id);
  expect(cached.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  expect(scriptSrc(cached.headers()["content-security-policy"]!)).not.toContain("nonce-");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  expect(await violations()).toEqual([]);
});

test("an id the store does not know is the product's not-found page, with products to browse", async ({
  page,
}) => {
  const response = await page.goto("/product/no-such-hosted-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that product");
  await expect(page.getByRole("link", { name: "Go back to the store" })).toHaveAttribute(
    "href",
    "/store",
  );
  await expect(page.getByRole("link", { name: "Hosted Travel Mug" })).toHaveAttribute(
    "href",
    "/product/hosted-travel-mug",
  );
});

test("a product taken off the store goes to the product's not-found page without a rebuild", async ({
  page,
  request,
}) => {
  // Its page and the store's answer are each cached for a minute: allow two.
  test.setTimeout(200_000);
  const id = await sell(request, "old-stock", {
    title: "Discontinued Sticker Pack",
    pictures: ["store-notebook.svg"],
    variants: [["pack", 500]],
  });
  expect((await request.get(`/product/${id}`)).status()).toBe(200);
  await withdraw(request, id);
  await expect
    .poll(async () => (await request.get(`/product/${id}`)).status(), {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(404);
  const response = await page.goto(`/product/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that product");
  await page.getByRole("link", { name: "Go back to the store" }).click();
  await expect(page).toHaveURL(/\/store$/);
});

test("product, gallery, suggestion and cart pictures load from the store's picture host", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await openProduct(page, "hosted-travel-mug");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hosted Travel Mug");
  const fromStore = `img[src^="${HOSTED_URLS.pictures}/pictures/"]`;

  // The gallery's main picture (an SVG) and its thumbnails (the SVG and a PNG).
  await expectLoaded(page.getByTestId("gallery-image").locator("img"));
  const thumbnails = page.getByRole("button", { name: /^Show picture/ }).locator("img");
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) await expectLoaded(thumbnail);
  await page.getByRole("button", { name: "Next picture" }).click();
  await expect(page.getByTestId("gallery-image")).toHaveAttribute(
    "data-src",
    `${HOSTED_URLS.pictures}/pictures/swatch.png`,
  );
  await expectLoaded(page.getByTestId("gallery-image").locator("img"));

  // The suggested products' cards.
  const suggestion = page.getByTestId("product-card").filter({ hasText: "Hosted Field Notes" });
  await expectLoaded(suggestion.locator(fromStore));

  // The cart line.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: /Open cart/ }).click();
  const line = page.getByRole("dialog", { name: "Your cart" }).getByTestId("cart-line");
  await expectLoaded(line.locator(fromStore));

  expect(await violations()).toEqual([]);
});

test("once its minute is up, the listing shows the store's products with their pictures", async ({
  page,
  request,
}) => {
  // The listing was prerendered from the build's catalogue and is regenerated in the background.
  test.setTimeout(200_000);
  await expect
    .poll(async () => (await request.get("/store")).text(), {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toContain("Hosted Field Notes");
  const violations = await watchCsp(page);
  await page.goto("/store");
  const cards = page.getByTestId("product-card");
  await expect(cards.filter({ hasText: "Hosted Travel Mug" })).toHaveCount(1);
  for (const card of await cards.all())
    await expectLoaded(card.locator(`img[src^="${HOSTED_URLS.pictures}/pictures/"]`));
  expect(await violations()).toEqual([]);
});
