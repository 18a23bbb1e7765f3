import { expect, test } from "@playwright/test";
import { FIRST_LOAD_BUDGET_KIB, firstLoadJsKiB } from "../../scripts/bench/first-load-js.mjs";
import {
  FIRST_WINDOW_BYTES,
  FONT_BUDGET_BYTES,
  HTML_BUDGET_BYTES,
  fontBytes,
  htmlBytes,
  preloadedFonts,
} from "../../scripts/bench/page-weight.mjs";
import {
  defaultDayPassDate,
  defaultMeetingDate,
  defaultMoveInDate,
  defaultStudioDate,
} from "@/lib/pricing";

// The performance issue's budgets, checked on the production build so a change that puts a
// library back into every page, inlines a picture or brings back a font file fails here, not
// months later in a Lighthouse run. (Sizes, not timings: the same build always gives the same
// figure; timings stay in `npm run bench`.)
const marketing = ["/", "/coworking-noida-expressway", "/about", "/events", "/blog/why-choose-us"];
const interactive = [
  "/plans",
  "/meeting-rooms",
  "/podcast-studio",
  "/store",
  "/product/lotus-crew-tee",
];

for (const path of marketing) {
  test(`first-load JavaScript of ${path} stays within the marketing budget`, async ({
    baseURL,
  }) => {
    expect(await firstLoadJsKiB(baseURL!, path)).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KIB.marketing,
    );
  });
}

for (const path of interactive) {
  test(`first-load JavaScript of ${path} stays within the store and calculator budget`, async ({
    baseURL,
  }) => {
    expect(await firstLoadJsKiB(baseURL!, path)).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KIB.interactive,
    );
  });
}

// The HTML budget: the home page 50 kB, any other 60 kB (see docs/performance.md).
for (const path of [
  ...marketing,
  ...interactive,
  "/cabins-and-desks",
  "/checkout?item=day-pass",
  "/gallery",
]) {
  const budget = path === "/" ? HTML_BUDGET_BYTES.home : HTML_BUDGET_BYTES.page;
  test(`the HTML of ${path} is at most ${budget / 1000} kB`, async ({ baseURL }) => {
    expect(await htmlBytes(baseURL!, path)).toBeLessThanOrEqual(budget);
  });
}

test("a first visit downloads at most 40 KiB of fonts", async ({ baseURL }) => {
  const bytes = await fontBytes(baseURL!, "/");
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
});

// A preloaded font is on the way to the first paint; one past a new connection's first window
// takes a second round trip (the display face was 22 KiB as a variable font, 12 KiB at 600).
for (const path of ["/", "/store", "/blog/why-choose-us"]) {
  test(`${path} preloads one font per family, each within one round trip`, async ({ baseURL }) => {
    const fonts = await preloadedFonts(baseURL!, path);
    expect(fonts).toHaveLength(2);
    for (const { href, bytes } of fonts) {
      expect(bytes, href).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    }
  });
}

test("the founder's quote keeps the display face at 400, which no other page downloads", async ({
  page,
}) => {
  const regularFace = /fraunces_regular/;
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  expect(fetched.filter((url) => regularFace.test(url))).toEqual([]);

  await page.goto("/about");
  const quote = page.locator("blockquote p").first();
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toHaveCSS("font-weight", "400");
  await expect(quote).toHaveCSS("font-family", /^displayRegular,/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("400 24px displayRegular")))
    .toBe(true);
  expect(fetched.filter((url) => regularFace.test(url))).toHaveLength(1);
});

/** Defaults are counted from the render, which may be up to an hour old (hourly regeneration). */
const defaultDates = (rule: (now: Date) => string) => {
  const now = Date.now();
  return new RegExp(`^(${rule(new Date(now))}|${rule(new Date(now - 3_600_000))})$`);
};

const calculators = [
  {
    path: "/meeting-rooms",
    choice: "4-Seater Meeting Room",
    others: ["8-Seater Meeting Room"],
    date: { id: "date", value: defaultDates(defaultMeetingDate) },
    total: "₹708",
  },
  {
    path: "/podcast-studio",
    choice: "Pro",
    others: ["Basic"],
    date: { id: "date", value: defaultDates(defaultStudioDate) },
    total: "₹3,540",
  },
  {
    path: "/cabins-and-desks",
    choice: "Dedicated Desk",
    others: ["Managed Office"],
    date: { id: "moveInDate", value: defaultDates(defaultMoveInDate) },
    total: "₹31,080",
    totalKey: "dueAtMoveIn",
  },
  {
    path: "/checkout?item=day-pass",
    choice: null,
    others: [],
    date: { id: "date", value: defaultDates(defaultDayPassDate) },
    total: "₹708",
  },
];

test.describe("calculators render their default state on the server", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, choice, others, date, total, totalKey = "total" } of calculators) {
    test(`${path} shows its choices, date and breakdown without JavaScript, and no skeleton`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = page.locator("main form");
      if (choice) {
        await expect(form.getByRole("radio", { name: choice })).toBeChecked();
        for (const other of others)
          await expect(form.getByRole("radio", { name: other })).not.toBeChecked();
      }
      await expect(form.locator(`#${date.id}`)).toHaveValue(date.value);
      await expect(page.getByTestId("quote-breakdown")).toBeVisible();
      await expect(page.getByTestId(`quote-${totalKey}`)).toHaveText(total);
      await expect(page.locator("main .animate-pulse")).toHaveCount(0);
    });
  }
});

// A route's loading.tsx wraps the page in a Suspense boundary; React sends a large one's content
// after the rest (a hidden <div id="S:0"> that an inline script swaps in), so the prerendered
// store and product pages painted without their content, then moved the footer down by it
// (Lighthouse: CLS 0.71 on the product page, LCP 3.4 s on /store). Static pages send it in order.
for (const path of ["/store", "/product/lotus-crew-tee"]) {
  test(`${path} sends its content in order, not revealed later by a script`, async ({
    baseURL,
  }) => {
    const html = await (await fetch(baseURL + path)).text();
    expect(html).toContain("<h1");
    expect(html).not.toMatch(/<template id="B:\d+"|hidden id="S:\d+"/);
  });
}
