// A page's first-load JavaScript, measured one way for the Lighthouse bench and the budget test
// (tests/e2e/performance-budget.spec.ts), against the budgets of the quality issue.
import { gzipSync } from "node:zlib";

/** A bare Next 16 App Router page, measured as below on this stack (KiB gzip). */
export const BARE_NEXT_KIB = 131.5;
/** What our pages may add to it: marketing pages 25 KiB, the store and calculators 45. */
export const FIRST_LOAD_BUDGET_KIB = {
  marketing: BARE_NEXT_KIB + 25,
  interactive: BARE_NEXT_KIB + 45,
};

/**
 * Sum of the gzip sizes (KiB, level 9) of the scripts the page's HTML loads before any
 * interaction. Scripts marked `noModule` (Next's legacy polyfills) are skipped: browsers that
 * run modules, every browser Lighthouse drives among them, never download them.
 */
export async function firstLoadJsKiB(base, pagePath) {
  const html = await (await fetch(new URL(pagePath, base))).text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]+>/g)]
      .map(([tag]) => (/\snomodule\b/i.test(tag) ? null : /\ssrc="([^"]+\.js)"/.exec(tag)?.[1]))
      .filter(Boolean),
  );
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}
