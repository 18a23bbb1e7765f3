import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import {
  E2E_STORE_TIMEOUT_MS,
  RESILIENCE_URLS,
  STORE_FAILURES,
  type StoreFailure,
} from "../../playwright.config";
import { ownClientAddress, staffInbox, uniqueEmail } from "./helpers";

/**
 * Issue 7, "Resilience", against extra servers on the same build (playwright.config.ts):
 *
 * - four servers run the hosted store adapter against a fake store server
 *   (tests/e2e/support/fake-store-server.mjs) that answers 500, never answers, answers a web page
 *   instead of JSON, or answers JSON of the wrong shape, with STORE_TIMEOUT_MS set to
 *   E2E_STORE_TIMEOUT_MS;
 * - one server's embedded database cannot open (its DATA_DIR is a regular file).
 *
 * What a server started with STORE_API_URL on this build asks the hosted store: stock
 * (GET /api/inventory, read by the listing, the product page and the cart) and checkout
 * (POST /api/checkout: products and fresh stock, then the checkout) on every request; the
 * listing and product pages are the build's prerendered pages until their 60 s revalidation,
 * then regenerated from the hosted store in the background (the first visitor after that still
 * gets the older page). So what a shopper sees first is the browser's stock call failing, and
 * after a minute the page rendered on the server: both must say the same.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const CART_KEY = "lotus-club-cart";
/** How long past the store timeout the shopper may wait for the error (rendering, hydration). */
const SLACK_MS = 5_000;

// What the route handlers answer (the table in lib/http/status.ts);
// they import `server-only`, so the texts are written out here.
const STORE_UNAVAILABLE = "The store is unavailable right now. Please try again in a moment.";
const SAVE_UNAVAILABLE = "We could not save your request right now. Please try again in a moment.";
const SIGN_IN_UNAVAILABLE = "We could not reach the sign-in service. Please try again in a moment.";

/** The `{message}` of spec section 8's store errors, for each way the hosted store fails. */
const STORE_SAYS: Record<StoreFailure, string> = {
  // 'HTTP {status}: {statusText}' (spec section 8).
  "fail-500": "HTTP 500: Internal Server Error",
  hang: "The store did not answer in time.",
  "not-json": STORE_UNAVAILABLE,
  "wrong-shape": STORE_UNAVAILABLE,
};

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function prepare(page: Page, baseURL: string) {
  // The cookie banner is answered, so it covers nothing the tests click.
  await page.context().addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL }]);
  await ownClientAddress(page);
}

async function expectServerUp(request: APIRequestContext) {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, status: "ready" });
}

type FakeStoreCall = {
  mode: string;
  method: string;
  path: string;
  search: string;
  startedAt: number;
  answered: boolean;
  closedAfterMs: number | null;
};

async function storeCalls(request: APIRequestContext, mode: StoreFailure, since = 0) {
  const response = await request.get(`${RESILIENCE_URLS.fakeStore}/__calls`);
  const { calls } = (await response.json()) as { calls: FakeStoreCall[] };
  return calls.filter((c) => c.mode === mode && c.startedAt >= since);
}

/** A cart filled while the store still worked: one mug, as the cart keeps it in local storage. */
const keptCart = JSON.stringify({
  state: {
    lines: [
      {
        product: { id: "morning-ritual-mug", title: "Morning Ritual Mug", image: null },
        variant: {
          id: "morning-ritual-mug-350ml",
          title: "350 ml",
          image_url: null,
          price_in_cents: 64900,
          compare_at_cents: null,
          currency: "INR",
          manage_inventory: true,
          inventory_quantity: 400,
        },
        quantity: 1,
      },
    ],
  },
  version: 1,
});

for (const mode of STORE_FAILURES) {
  const message = STORE_SAYS[mode];
  const baseURL = RESILIENCE_URLS.store[mode];

  test.describe(`hosted store: ${mode}`, () => {
    test.use({ baseURL });
    test.beforeEach(async ({ page }) => prepare(page, baseURL));

    test(`the listing says 'Error loading products: ${message}' within the timeout`, async ({
      page,
      request,
    }) => {
      // How long the browser's stock calls took (there are none once the page rendered on the
      // server says it itself).
      const stockCallMs: number[] = [];
      page.on("requestfinished", (r) => {
        if (r.url().includes("/api/inventory")) stockCallMs.push(r.timing().responseEnd);
      });
      await page.goto("/store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Club Store");
      await expect(
        page.getByRole("alert").filter({ hasText: "Error loading products" }),
      ).toHaveText(`Error loading products: ${message}`, {
        timeout: E2E_STORE_TIMEOUT_MS + SLACK_MS,
      });
      // Answered within the configured timeout (and well before the adapter's default 8 s).
      for (const ms of stockCallMs) expect(ms).toBeLessThan(E2E_STORE_TIMEOUT_MS + 2_500);
      await expect(page.getByTestId("product-card")).toHaveCount(0);
      // The hosted store was really asked (by the browser's stock call or the page's render).
      expect((await storeCalls(request, mode)).length).toBeGreaterThan(0);
      await expectServerUp(request);
    });

    test(`a product page says 'Error loading product: ${message}' with Go back`, async ({
      page,
      request,
    }) => {
      await page.goto("/product/morning-ritual-mug");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Error loading product: ${message}`,
        { timeout: E2E_STORE_TIMEOUT_MS + SLACK_MS },
      );
      await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
      await page.getByRole("link", { name: "Go back" }).click();
      await expect(page).toHaveURL(/\/store$/);
      await expectServerUp(request);
    });

    test("checkout from a cart filled earlier: 'Checkout Error', the cart kept", async ({
      page,
      request,
    }) => {
      await page.addInitScript(
        ({ key, value }) => {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        },
        { key: CART_KEY, value: keptCart },
      );
      await page.goto("/plans");
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      await page.getByRole("button", { name: /Open cart/ }).click();
      const drawer = page.getByRole("dialog", { name: "Your cart" });
      await expect(drawer.getByTestId("cart-line")).toHaveCount(1);

      const started = Date.now();
      const answer = page.waitForResponse("**/api/checkout");
      await drawer.getByRole("button", { name: "Checkout" }).click();
      const failed = toast(page, "Checkout Error");
      await expect(failed).toBeVisible({ timeout: E2E_STORE_TIMEOUT_MS + SLACK_MS });
      await expect(failed).toContainText(
        "There was a problem initializing checkout. Please try again.",
      );
      expect(Date.now() - started).toBeLessThan(E2E_STORE_TIMEOUT_MS + SLACK_MS);
      // Our handler says what the store did (and never answers 500 itself).
      const response = await answer;
      expect(response.status()).toBe(
        { "fail-500": 502, hang: 504, "not-json": 503, "wrong-shape": 503 }[mode],
      );
      expect(await response.json()).toEqual({
        ok: false,
        code: {
          "fail-500": "store_failed",
          hang: "store_timeout",
          "not-json": "store_unavailable",
          "wrong-shape": "store_unavailable",
        }[mode],
        message,
      });

      await expect(page).toHaveURL(/\/plans$/);
      await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("cart-count")).toHaveText("1");
      // The handler asked the hosted store for this cart's fresh stock.
      const calls = await storeCalls(request, mode, started);
      expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toContain(
        `GET /store/${mode}/variants?fields=inventory_quantity&product_ids%5B%5D=morning-ritual-mug`,
      );
      await expectServerUp(request);
    });

    test("the rest of the site works: a marketing page and the contact form", async ({
      page,
      request,
    }) => {
      const plans = await page.goto("/plans");
      expect(plans?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans & Pricing");

      await page.goto("/contact?type=Membership");
      const email = uniqueEmail(`resilience-${mode}`);
      await page.getByLabel("Name").fill("Asha Verma");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send Me Membership Options" }).click();
      await expect(toast(page, "Membership Request Sent!")).toContainText(
        "Thank you! We've received your request and will be in touch shortly.",
      );
      await expect(page).toHaveURL(/\/$/);
      const { enquiries } = await staffInbox(request);
      expect(enquiries.find((e) => e.email === email)).toMatchObject({
        inquiryType: "Membership",
        name: "Asha Verma",
      });
      await expectServerUp(request);
    });

    test("once their minute is up, the pages rendered on the server say the same", async ({
      page,
      request,
    }) => {
      // The prerendered pages are regenerated from the hosted store 60 s after the build; the
      // visit that finds them stale still gets the old page, a later one the new.
      test.setTimeout(120_000);
      const html = async (path: string) => (await request.get(path)).text();
      await expect
        .poll(() => html("/store"), { timeout: 90_000, intervals: [1_000] })
        .toContain(`Error loading products: ${message}`);
      await expect
        .poll(() => html("/product/morning-ritual-mug"), { timeout: 90_000, intervals: [1_000] })
        .toContain(`Error loading product: ${message}`);

      // In the browser, the server's page alone says it: no stock is even asked for.
      const stockCalls: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/inventory")) stockCalls.push(r.url());
      });
      const listing = await page.goto("/store");
      expect(listing?.status()).toBe(200);
      await expect(
        page.getByRole("alert").filter({ hasText: "Error loading products" }),
      ).toHaveText(`Error loading products: ${message}`);
      await expect(page.getByTestId("product-card")).toHaveCount(0);
      await page.goto("/product/morning-ritual-mug");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Error loading product: ${message}`,
      );
      await page.getByRole("link", { name: "Go back" }).click();
      await expect(page).toHaveURL(/\/store$/);
      expect(stockCalls).toEqual([]);
      await expectServerUp(request);
    });

    if (mode === "hang") {
      test("a hung store is given up on after STORE_TIMEOUT_MS, and holds nothing else up", async ({
        request,
      }) => {
        const started = Date.now();
        const thisCall = async () =>
          (await storeCalls(request, mode, started)).find((c) =>
            c.search.includes("product_ids%5B%5D=lotus-crew-tee"),
          );
        const stock = request.get("/api/inventory?product_ids[]=lotus-crew-tee", {
          headers: { "x-forwarded-for": "10.200.0.1" },
        });
        await expect.poll(async () => (await thisCall())?.path).toBe("/store/hang/variants");

        // While that store call hangs, a page and the health check answer: nothing waits on it.
        const plans = await request.get("/plans");
        expect(plans.status()).toBe(200);
        await expectServerUp(request);
        expect(await thisCall()).toMatchObject({ answered: false, closedAfterMs: null });

        const response = await stock;
        const waited = Date.now() - started;
        expect(response.status()).toBe(504);
        expect(await response.json()).toEqual({ ok: false, code: "store_timeout", message });
        expect(waited).toBeGreaterThanOrEqual(E2E_STORE_TIMEOUT_MS);
        expect(waited).toBeLessThan(E2E_STORE_TIMEOUT_MS + SLACK_MS);
        // The store was never answered: the adapter closed the call when its timeout fired.
        await expect.poll(async () => (await thisCall())?.closedAfterMs).not.toBeNull();
        const call = await thisCall();
        expect(call!.answered).toBe(false);
        // The fake store's clock starts when the request reaches it, after the adapter's timer
        // started and the connection was made (tens of ms on a busy machine): hence the margin.
        expect(call!.closedAfterMs!).toBeGreaterThanOrEqual(E2E_STORE_TIMEOUT_MS - 500);
        expect(call!.closedAfterMs!).toBeLessThan(E2E_STORE_TIMEOUT_MS + 2_000);
      });
    }
  });
}

/** A random weekday between 3 days and 7 weeks ahead (club dates): always bookable. */
function bookableWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 3 + Math.floor(Math.random() * 46));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

test.describe("the database unavailable", () => {
  const baseURL = RESILIENCE_URLS.noDatabase;
  test.use({ baseURL });
  test.beforeEach(async ({ page }) => prepare(page, baseURL));

  test("pages that do not need it render; the health check says it is down", async ({
    page,
    request,
  }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(503);
    expect(await health.json()).toEqual({
      ok: false,
      status: "unavailable",
      message: "The database is not reachable.",
    });

    const pages = [
      { path: "/", h1: "A calmer, better place to do your best work" },
      { path: "/plans", h1: "Plans & Pricing" },
      { path: "/blog/why-choose-us", h1: "Why Teams Choose Lotus Club on the Noida Expressway" },
    ];
    for (const { path, h1 } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    }
  });

  test("the contact form: a clear error, and everything typed is kept", async ({ page }) => {
    await page.goto("/contact?type=Partnership");
    const fields = {
      Name: "Zoya Khan",
      Company: "Khan Studio",
      Email: "zoya@example.com",
      Phone: "+91 98100 00000",
      Message: "A coffee tasting for members",
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Submit Partnership Request" }).click();
    const failed = toast(page, "Your request was not sent");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(SAVE_UNAVAILABLE);
    await expect(toast(page, "Request Sent!")).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact\?type=Partnership$/);
    for (const [label, value] of Object.entries(fields))
      await expect(page.getByLabel(label)).toHaveValue(value);
  });

  test("event registration: the dialog stays open with the error and what was typed", async ({
    page,
  }) => {
    await page.goto("/events");
    await page
      .getByRole("button", { name: /^Register Now/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Rahul Sen");
    await dialog.getByLabel("Email").fill("rahul@example.com");
    await dialog.getByLabel("Phone").fill("+91 98100 11111");
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(SAVE_UNAVAILABLE);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Rahul Sen");
    await expect(dialog.getByLabel("Email")).toHaveValue("rahul@example.com");
    await expect(dialog.getByLabel("Phone")).toHaveValue("+91 98100 11111");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Registered for" }),
    ).toHaveCount(0);
  });

  test("request an invitation: the dialog stays open with the error and what was typed", async ({
    page,
  }) => {
    await page.goto("/membership");
    await page.getByRole("button", { name: "Request an Invitation" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request an Invitation" });
    const fields = {
      Name: "Neha Kapoor",
      Company: "Kapoor Legal",
      "Team size": "6",
      Email: "neha@example.com",
      "Why would you like to join?": "A quiet office near the Expressway",
    };
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole("button", { name: "Request an Invitation" }).click();
    const failed = toast(page, "Your request was not sent");
    await expect(failed).toContainText(SAVE_UNAVAILABLE);
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(fields))
      await expect(dialog.getByLabel(label)).toHaveValue(value);
  });

  test("a booking: availability says it cannot be checked, and the sign-in gate fails clearly, keeping every choice", async ({
    page,
  }) => {
    const date = bookableWeekday();
    const choices = `room=8-seater&date=${date}&time=09%3A00&hours=2`;
    await page.goto(`/meeting-rooms?room=8-seater&date=${date}&time=09:00&hours=2`);
    await expect(
      page.getByText(
        "We couldn't check availability just now; your booking is checked when you confirm.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(toast(page, "Authentication Required")).toBeVisible();
    await dialog.getByLabel("Email").fill("meera@example.com");
    await dialog.getByLabel("Password").fill("lotus-secret-1");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    const failed = toast(page, "Sign in Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(SIGN_IN_UNAVAILABLE);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("meera@example.com");
    await expect(dialog.getByLabel("Password")).toHaveValue("lotus-secret-1");
    await expect(page).toHaveURL(new RegExp(`/meeting-rooms\\?${choices}$`));
  });

  test("the sign-up page: 'Sign up Failed' with a clear message, every field kept", async ({
    page,
  }) => {
    await page.goto("/signup");
    const fields = {
      "Full Name": "Kabir Mehta",
      "Email Address": "kabir@example.com",
      Password: "lotus-secret-1",
      "Describe your project idea or specific query": "Two desks from next month",
    };
    // Each label carries a required marker after the name.
    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    for (const [label, value] of Object.entries(fields)) await field(label).fill(value);
    await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole("button", { name: "Sign Up" }).click();
    const failed = toast(page, "Sign up Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(SIGN_IN_UNAVAILABLE);
    await expect(toast(page, "Welcome Aboard!")).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
    for (const [label, value] of Object.entries(fields))
      await expect(field(label)).toHaveValue(value);
  });

  test("the store says it is unavailable instead of breaking", async ({ page }) => {
    await page.goto("/store");
    await expect(page.getByRole("alert").filter({ hasText: "Error loading products" })).toHaveText(
      `Error loading products: ${STORE_UNAVAILABLE}`,
    );
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
  });
});
