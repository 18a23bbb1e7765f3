import { expect, test } from "@playwright/test";
import { FIRST_LOAD_BUDGET_KIB, firstLoadJsKiB } from "../../scripts/bench/first-load-js.mjs";

// The quality issue's JavaScript budgets, checked on the production build so a change that
// puts a library back into every page fails here, not months later in a Lighthouse run.
// (Sizes, not timings: the same build always gives the same figure.)
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
