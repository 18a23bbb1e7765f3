// A page's HTML and font weight, measured one way for `npm run bench` and the budget test
// (tests/e2e/performance-budget.spec.ts), against the performance issue's budgets.

/** Uncompressed HTML, in bytes (kB = 1000 bytes): the home page, and any other page. */
export const HTML_BUDGET_BYTES = { home: 50_000, page: 60_000 };
/** Every font file a page can load on first visit, in bytes (40 KiB). */
export const FONT_BUDGET_BYTES = 40 * 1024;

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
const linkTags = (html) => [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
const pageHtml = async (base, pagePath) => (await fetch(new URL(pagePath, base))).text();
const byteLength = async (url) => (await (await fetch(url)).arrayBuffer()).byteLength;

/** The page's HTML as the server sends it, uncompressed, in bytes. */
export async function htmlBytes(base, pagePath) {
  return Buffer.byteLength(await pageHtml(base, pagePath));
}

/**
 * A new TCP connection's first window (10 segments of 1,460 bytes): a file that fits in it
 * arrives one round trip after its request. Lighthouse's simulated phone network models this
 * too, so a preloaded font past it adds a round trip (150 ms) to LCP.
 */
export const FIRST_WINDOW_BYTES = 14_600;

/** The font files the page's HTML preloads, each with its size in bytes. */
export async function preloadedFonts(base, pagePath) {
  const hrefs = linkTags(await pageHtml(base, pagePath))
    .filter((tag) => attr(tag, "as") === "font")
    .map((tag) => attr(tag, "href"));
  return Promise.all(
    hrefs.map(async (href) => ({ href, bytes: await byteLength(new URL(href, base)) })),
  );
}

/**
 * The fonts a first visit can download: every font the HTML preloads and every `url()` of an
 * `@font-face` in the stylesheets it links, each counted once, in bytes.
 */
export async function fontBytes(base, pagePath) {
  const links = linkTags(await pageHtml(base, pagePath));
  const fonts = new Set(
    links.filter((tag) => attr(tag, "as") === "font").map((tag) => attr(tag, "href")),
  );
  const sheets = links
    .filter((tag) => attr(tag, "rel") === "stylesheet")
    .map((t) => attr(t, "href"));
  for (const sheet of sheets) {
    const sheetUrl = new URL(sheet, base);
    const css = await (await fetch(sheetUrl)).text();
    for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
      for (const [, src] of face.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        fonts.add(new URL(src, sheetUrl).pathname);
      }
    }
  }
  let bytes = 0;
  for (const font of fonts) if (font) bytes += await byteLength(new URL(font, base));
  return bytes;
}
