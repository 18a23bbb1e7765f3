// The pages the benchmarks measure, and the requests their blocked-request runs block.

/** The seven pages of the performance issues; `product` is the catalogue's first product page. */
export const BENCH_PAGES = (product) => [
  "/",
  "/coworking-noida-expressway",
  "/plans",
  "/meeting-rooms",
  "/store",
  product,
  "/blog/why-choose-us",
];

/** Lighthouse `blockedUrlPatterns` per kind of request: what a page costs without them. */
export const BLOCKED = {
  scripts: ["*.js"],
  "SVG (drawings and masks)": ["*.svg"],
  fonts: ["*.woff2"],
  stylesheets: ["*.css"],
};
