// A page's HTML and font weight, measured one way for `npm run bench` and the budget test
// (tests/e2e/performance-budget.spec.ts), against the performance issue's budgets.

/** Uncompressed HTML, in bytes (kB = 1000 bytes): the home page, and any other page. */
export const HTML_BUDGET_BYTES = { home: 50_000, page: 60_000 };
/** Every font file a page can load on first visit, in bytes (40 KiB). */
export const FONT_BUDGET_BYTES = 40 * 1024;

/** The page's HTML as the server sends it, uncompressed, in bytes. */
export async function htmlBytes(base, pagePath) {
  const response = await fetch(new URL(pagePath, base));
  return Buffer.byteLength(await response.text());
}

/**
 * The fonts a first visit can download: every font the HTML preloads and every `url()` of an
 * `@font-face` in the stylesheets it links, each counted once, in bytes.
 */
export async function fontBytes(base, pagePath) {
  const html = await (await fetch(new URL(pagePath, base))).text();
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
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
  for (const font of fonts) {
    if (font) bytes += (await (await fetch(new URL(font, base))).arrayBuffer()).byteLength;
  }
  return bytes;
}
