import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownClientAddress } from "./helpers";
import { axeViolations } from "./axe";

/**
 * The store in embedded mode. Tests run in parallel against one database, so only two of them
 * take stock: the checkout test buys mugs and gift cards (hundreds in stock, or uncounted) and
 * the concurrency test owns the Insulated Steel Bottle (three in stock, bought by no other test).
 * Everything else only fills carts, which live in each browser.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

test.beforeEach(async ({ page, context, baseURL }) => {
  // The cookie banner is answered, so it covers nothing the tests click.
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
  await ownClientAddress(page);
});

const CART_KEY = "lotus-club-cart";
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const cartButton = (page: Page) => page.getByRole("button", { name: /Open cart/ });
const badge = (page: Page) => page.getByTestId("cart-count");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Your cart" });

/** Opens a store page and waits for its fresh stock: by then the page is hydrated. */
async function open(page: Page, path: string) {
  const stock = page.waitForResponse((r) => r.url().includes("/api/inventory"));
  await page.goto(path);
  await stock;
}

async function openDrawer(page: Page): Promise<Locator> {
  // The header hides while scrolling down (spec section 4); scrolling back up shows it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

async function storedLines(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{"lines":[]}}').state.lines,
    CART_KEY,
  );
}

test("the store lists every product in a 1 to 4 column grid, with ribbons and prices", async ({
  page,
}) => {
  await open(page, "/store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Club Store");
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(8);
  await expect(page.getByTestId("ribbon")).toHaveText([
    "Sale",
    "New",
    "New",
    "Last few",
    "Back soon",
  ]);
  const mug = cards.filter({ hasText: "Morning Ritual Mug" });
  await expect(mug.getByTestId("price")).toHaveText("₹649.00");
  const hoodie = cards.filter({ hasText: "Expressway Hoodie" });
  await expect(hoodie).toContainText("₹2,499.00");
  await expect(hoodie.locator("s")).toContainText("₹3,299.00");
  await expect(cards.filter({ hasText: "Members' Notebook" }).getByTestId("price")).toHaveText(
    "₹699.00",
  );
  await expect(cards.filter({ hasText: "Lotus Club Cap" })).toContainText("Currently unavailable");

  const columns = () =>
    page
      .getByTestId("product-grid")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(await columns()).toBe(4);
  await page.setViewportSize({ width: 700, height: 800 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await columns()).toBe(1);
});

test("the grid adds a single-variant product and the cart merges it", async ({ page }) => {
  await open(page, "/store");
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await expect(toast(page, "Added to Cart!")).toBeVisible();
  await expect(badge(page)).toHaveText("1");
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await expect(badge(page)).toHaveText("2");
  const cart = await openDrawer(page);
  await expect(cart.getByTestId("cart-line")).toHaveCount(1);
  await expect(
    cart.getByLabel("Quantity of Morning Ritual Mug (350 ml)", { exact: true }),
  ).toHaveValue("2");
  await expect(cart.getByTestId("line-total")).toHaveText("₹1,298.00");
  // Products with options are chosen on their page.
  await expect(page.getByRole("button", { name: "Add to Cart: Lotus Crew Tee" })).toHaveCount(0);
});

test("the grid refuses more than the fresh stock with 'Error adding to cart'", async ({ page }) => {
  // The listing's stock call answers one tote left (a test double: no other test is disturbed).
  await page.route("**/api/inventory**", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const v of body.variants)
      if (v.id === "canvas-club-tote-standard") v.inventory_quantity = 1;
    await route.fulfill({ response, json: body });
  });
  await open(page, "/store");
  const add = page.getByRole("button", { name: "Add to Cart: Canvas Club Tote" });
  await add.click();
  await expect(badge(page)).toHaveText("1");
  await add.click();
  const refused = toast(page, "Error adding to cart");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    "Not enough stock for Canvas Club Tote (Standard). Only 1 left.",
  );
  await expect(badge(page)).toHaveText("1");
});

test("a product page: variant choice moves the gallery, quantity, merge and the stock refusals", async ({
  page,
}) => {
  await open(page, "/product/lotus-crew-tee");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lotus Crew Tee");
  await expect(page).toHaveTitle("Lotus Crew Tee | Lotus Club");
  const gallery = page.getByTestId("gallery-image");
  await expect(gallery).toHaveAttribute("data-src", "/images/store-tee.svg");
  await expect(page.getByRole("radio", { name: "Charcoal" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "S", exact: true })).toBeChecked();

  // The gallery wraps around both ways.
  await page.getByRole("button", { name: "Previous picture" }).click();
  await expect(gallery).toHaveAttribute("data-src", "/images/store-tee-green.svg");
  await page.getByRole("button", { name: "Next picture" }).click();
  await expect(gallery).toHaveAttribute("data-src", "/images/store-tee.svg");

  await page.getByRole("radio", { name: "Sand" }).click();
  await expect(gallery).toHaveAttribute("data-src", "/images/store-tee-sand.svg");
  await page.getByRole("radio", { name: "XL" }).click();
  await expect(page.getByRole("radio", { name: "Sand" })).toBeChecked();

  const quantity = page.getByLabel("Quantity", { exact: true });
  const add = page.getByRole("button", { name: "Add to Cart" });
  await expect(quantity).toHaveValue("1");
  await expect(page.getByRole("button", { name: "Decrease quantity", exact: true })).toBeDisabled();
  await quantity.fill("3");
  await expect(page.getByText("Not enough stock. Only 2 left.")).toBeVisible();
  await expect(add).toBeDisabled();
  await page.getByRole("button", { name: "Decrease quantity", exact: true }).click();
  await expect(page.getByText("Not enough stock. Only 2 left.")).toHaveCount(0);
  await add.click();
  await expect(toast(page, "Added to Cart!")).toBeVisible();
  await expect(badge(page)).toHaveText("2");

  await page.getByRole("button", { name: "Decrease quantity", exact: true }).click();
  await expect(quantity).toHaveValue("1");
  await add.click();
  const refused = toast(page, "Oh no! Something went wrong.");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    "Not enough stock for Lotus Crew Tee (Sand / XL). Only 2 left.",
  );
  await expect(badge(page)).toHaveText("2");

  // Another variant merges into its own line.
  await page.getByRole("radio", { name: "Lotus Green" }).click();
  await expect(gallery).toHaveAttribute("data-src", "/images/store-tee-green.svg");
  await add.click();
  await expect(badge(page)).toHaveText("3");
  const lines = await storedLines(page);
  expect(
    lines.map((l: { variant: { id: string }; quantity: number }) => [l.variant.id, l.quantity]),
  ).toEqual([
    ["lotus-crew-tee-sand-xl", 2],
    ["lotus-crew-tee-lotus-green-xl", 1],
  ]);
});

test("a product that cannot be bought says so and cannot be added", async ({ page }) => {
  await open(page, "/product/lotus-club-cap");
  await expect(page.getByText("Currently unavailable")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
});

test("the product page carries Product JSON-LD, related products, and sanitised details", async ({
  page,
}) => {
  await open(page, "/product/expressway-hoodie");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Product");
  expect(product).toMatchObject({ name: "Expressway Hoodie", brand: { name: "Lotus Club" } });
  expect(product.offers).toHaveLength(4);
  expect(product.offers[0]).toMatchObject({
    price: "2499.00",
    priceCurrency: "INR",
    availability: "https://schema.org/InStock",
  });
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Brushed-back fleece/,
  );
  await expect(page.getByRole("heading", { name: "You may also like" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lotus Crew Tee" })).toHaveAttribute(
    "href",
    "/product/lotus-crew-tee",
  );
  await page.getByText("Fit", { exact: true }).click();
  await expect(page.getByText("Relaxed through the body.")).toBeVisible();
});

test("an unknown product is the product's not-found page: 404, the way back, products to browse", async ({
  page,
}) => {
  const response = await page.goto("/product/no-such-product");
  expect(response?.status()).toBe(404);
  // Rendered in the site's own document (its theme script, header and message), not in the bare
  // error document Next.js sends for a notFound() no boundary holds.
  const html = await response!.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
  expect(html).toContain("We couldn&#x27;t find that product");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that product");
  await expect(page.getByRole("heading", { name: "In the store now" })).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Lotus Crew Tee" })).toHaveAttribute(
    "href",
    "/product/lotus-crew-tee",
  );
  await page.getByRole("link", { name: "Go back to the store" }).click();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Club Store");
});

test("the drawer changes quantities, totals and removes lines", async ({ page }) => {
  await open(page, "/product/members-notebook");
  await expect(page.getByTestId("price").first()).toHaveText("₹799.00");
  await page.getByRole("radio", { name: "Plain" }).click();
  await expect(page.getByTestId("price").first()).toHaveText("₹699.00");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(badge(page)).toHaveText("1");
  await page.getByRole("radio", { name: "Dotted" }).click();
  await page.getByLabel("Quantity", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(badge(page)).toHaveText("3");

  const cart = await openDrawer(page);
  await expect(cart.getByTestId("cart-line")).toHaveCount(2);
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("₹2,297.00");
  await cart
    .getByRole("button", { name: "Increase quantity of Members' Notebook (Plain)" })
    .click();
  await expect(
    cart.getByLabel("Quantity of Members' Notebook (Plain)", { exact: true }),
  ).toHaveValue("2");
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("₹2,996.00");
  await expect(badge(page)).toHaveText("4");
  await cart
    .getByRole("button", { name: "Decrease quantity of Members' Notebook (Dotted)" })
    .click();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("₹2,197.00");
  await cart.getByRole("button", { name: "Remove Members' Notebook (Plain)" }).click();
  await expect(cart.getByTestId("cart-line")).toHaveCount(1);
  // Down to nothing removes the line: zero or less removes.
  await cart
    .getByRole("button", { name: "Decrease quantity of Members' Notebook (Dotted)" })
    .click();
  await expect(cart.getByText("Your cart is empty")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  expect(await storedLines(page)).toEqual([]);
});

test("an empty cart cannot check out", async ({ page }) => {
  await open(page, "/store");
  const cart = await openDrawer(page);
  await cart.getByRole("button", { name: "Checkout" }).click();
  const empty = toast(page, "Your cart is empty");
  await expect(empty).toBeVisible();
  await expect(empty).toContainText("Add some products to your cart before checking out.");
  await expect(page).toHaveURL(/\/store$/);
});

test("checkout goes through our handler to /success with the cart emptied", async ({ page }) => {
  await open(page, "/store");
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await expect(badge(page)).toHaveText("1");
  await open(page, "/product/club-gift-card");
  await page.getByRole("radio", { name: "₹5,000" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(badge(page)).toHaveText("2");

  const cart = await openDrawer(page);
  const request = page.waitForRequest("**/api/checkout");
  await cart.getByRole("button", { name: "Checkout" }).click();
  expect((await request).postDataJSON()).toMatchObject({
    items: [
      { product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml", quantity: 1 },
      { product_id: "club-gift-card", variant_id: "club-gift-card-5000", quantity: 1 },
    ],
    cancelUrl: expect.stringMatching(/\/product\/club-gift-card$/),
  });
  await expect(page).toHaveURL(/\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order is confirmed");
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("Morning Ritual Mug");
  await expect(summary).toContainText("₹5,000");
  await expect(summary).toContainText("₹5,649.00");
  await expect(summary).toContainText("Pay at the front desk on collection");
  await expect(badge(page)).toHaveCount(0);
  expect(await storedLines(page)).toEqual([]);
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/store$/);
});

test.describe("when the store fails", () => {
  test("the listing shows 'Error loading products: {message}'", async ({ page }) => {
    await page.route("**/api/inventory**", (route) =>
      route.fulfill({
        status: 502,
        json: { ok: false, message: "HTTP 500: Internal Server Error" },
      }),
    );
    await page.goto("/store");
    await expect(page.getByRole("alert").filter({ hasText: "Error loading products" })).toHaveText(
      "Error loading products: HTTP 500: Internal Server Error",
    );
    await expect(page.getByTestId("product-card")).toHaveCount(0);
  });

  test("the product page shows 'Error loading product: {message}' with Go back", async ({
    page,
  }) => {
    await page.route("**/api/inventory**", (route) => route.abort("connectionrefused"));
    await page.goto("/product/morning-ritual-mug");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Error loading product: We couldn't reach our server. Check your connection and try again.",
    );
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test("a failed checkout says so and keeps the cart", async ({ page }) => {
    await page.route("**/api/checkout", (route) =>
      route.fulfill({ status: 502, json: { ok: false, message: "HTTP 503: Service Unavailable" } }),
    );
    await open(page, "/store");
    await page.getByRole("button", { name: "Add to Cart: Canvas Club Tote" }).click();
    await expect(badge(page)).toHaveText("1");
    const cart = await openDrawer(page);
    await cart.getByRole("button", { name: "Checkout" }).click();
    const failed = toast(page, "Checkout Error");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(
      "There was a problem initializing checkout. Please try again.",
    );
    await expect(page).toHaveURL(/\/store$/);
    await expect(badge(page)).toHaveText("1");
  });

  test("a checkout address that is neither https nor ours is not followed", async ({ page }) => {
    await page.route("**/api/checkout", (route) =>
      route.fulfill({ status: 200, json: { ok: true, url: "http://pay.evil.example/session" } }),
    );
    await open(page, "/store");
    await page.getByRole("button", { name: "Add to Cart: Canvas Club Tote" }).click();
    const cart = await openDrawer(page);
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(toast(page, "Checkout Error")).toBeVisible();
    await expect(page).toHaveURL(/\/store$/);
    await expect(badge(page)).toHaveText("1");
  });
});

test("the cart agrees across tabs, and a corrupted stored cart is dropped quietly", async ({
  context,
}) => {
  await context.addInitScript((key) => {
    // Once per browser, before the first page: what a crashed write or an old version leaves.
    if (!localStorage.getItem("e2e-seeded")) {
      localStorage.setItem(key, '{"state":{"lines":[{"product":');
      localStorage.setItem("e2e-seeded", "1");
    }
  }, CART_KEY);
  const first = await context.newPage();
  await ownClientAddress(first);
  const errors: string[] = [];
  first.on("pageerror", (error) => errors.push(error.message));
  await open(first, "/store");
  await expect(cartButton(first)).toHaveAccessibleName("Open cart");
  expect(errors).toEqual([]);

  const second = await context.newPage();
  await ownClientAddress(second);
  await open(second, "/store");
  await first.getByRole("button", { name: "Add to Cart: Canvas Club Tote" }).click();
  await expect(badge(first)).toHaveText("1");
  await expect(badge(second)).toHaveText("1");
  await second.getByRole("button", { name: "Add to Cart: Canvas Club Tote" }).click();
  await expect(badge(first)).toHaveText("2");
});

test("ten simultaneous checkouts for the last three units end in exactly three orders", async ({
  request,
  baseURL,
}) => {
  const bottle = {
    product_id: "insulated-bottle",
    variant_id: "insulated-bottle-750ml",
    quantity: 1,
  };
  const before = await (
    await request.get("/api/inventory?product_ids[]=insulated-bottle", {
      headers: { "x-forwarded-for": "10.250.0.1" },
    })
  ).json();
  expect(before.variants).toEqual([{ id: "insulated-bottle-750ml", inventory_quantity: 3 }]);

  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      request.post("/api/checkout", {
        data: { items: [bottle] },
        headers: { origin: baseURL!, "x-forwarded-for": `10.250.1.${i + 1}` },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status()).sort();
  expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
  const bodies = await Promise.all(answers.map((a) => a.json()));
  const orders = new Set(
    bodies.filter((b) => b.ok).map((b) => new URL(b.url).searchParams.get("order")),
  );
  expect(orders.size).toBe(3);
  for (const body of bodies.filter((b) => !b.ok)) {
    expect(body.message).toMatch(
      /^Not enough stock for Insulated Steel Bottle \(750 ml\)\. Only [0-2] left\.$/,
    );
  }
  const after = await (
    await request.get("/api/inventory?product_ids[]=insulated-bottle", {
      headers: { "x-forwarded-for": "10.250.0.2" },
    })
  ).json();
  expect(after.variants).toEqual([{ id: "insulated-bottle-750ml", inventory_quantity: 0 }]);
});

// /store and a product page are scanned with every page (a11y.spec.ts), in both schemes.
for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    for (const path of ["/product/no-such-product", "/success"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
        await page.waitForTimeout(400);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test("the cart drawer has no accessibility violations", async ({ page }) => {
  await open(page, "/store");
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await openDrawer(page);
  await page.waitForTimeout(400);
  expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
});
