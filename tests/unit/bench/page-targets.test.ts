import { pageMisses } from "../../../scripts/bench/page-targets.mjs";

/** A page meeting every target, against a bare page at TBT 300 ms and a styled one at LCP 2.0 s. */
const met = {
  path: "/plans",
  page: { lcp: 2200, tbt: 700, cls: 0, a11y: 100, bp: 100, seo: 100 },
  bare: { tbt: 300 },
  styled: { lcp: 2000 },
  htmlBytes: 40_000,
  fontBytes: 30 * 1024,
  firstLoadKiB: 150,
};

describe("npm run bench's verdict on a page (issue 40's targets)", () => {
  it("finds nothing missed when LCP, TBT, CLS and the weights are within their targets", () => {
    expect(pageMisses(met)).toEqual([]);
  });

  it("holds LCP to 2.5 s and to 0.3 s over the styled yardstick of the same run", () => {
    expect(pageMisses({ ...met, page: { ...met.page, lcp: 2301 } })).toEqual([
      "LCP > styled yardstick + 0.3 s",
    ]);
    expect(pageMisses({ ...met, styled: { lcp: 2400 }, page: { ...met.page, lcp: 2600 } })).toEqual(
      ["LCP > 2.5 s"],
    );
  });

  it("holds TBT to 2.5 times the bare page's and CLS to 0", () => {
    expect(pageMisses({ ...met, page: { ...met.page, tbt: 751, cls: 0.01 } })).toEqual([
      "TBT > 2.5× bare",
      "CLS",
    ]);
  });

  it("keeps the weight budgets: the home page's HTML, the calculators' larger JavaScript budget", () => {
    expect(pageMisses({ ...met, path: "/", htmlBytes: 55_000 })).toEqual(["HTML"]);
    expect(pageMisses({ ...met, htmlBytes: 55_000 })).toEqual([]);
    expect(pageMisses({ ...met, firstLoadKiB: 170 })).toEqual(["first-load JS"]);
    expect(pageMisses({ ...met, path: "/meeting-rooms", firstLoadKiB: 170 })).toEqual([]);
    expect(pageMisses({ ...met, fontBytes: 41 * 1024 })).toEqual(["fonts"]);
  });
});
