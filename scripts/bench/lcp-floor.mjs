// npm run bench:lcp: what each kind of request adds to a page's Lighthouse LCP (issue 27's
// target: the bare page's + 0.5 s). Lighthouse simulates LCP from the requests that ended
// before the paint it observed, so a page is measured with more and more of them blocked, down
// to its HTML and stylesheets alone: the last row is the floor no script, font or picture work
// can go below. Mobile preset as `npm run bench`, interleaved with the bare page, median of
// BENCH_RUNS (default 3); BENCH_ONLY=/,/store chooses the pages (default the seven). Pass
// --no-build to reuse the builds.
import {
  loadLighthouse,
  median,
  runOnLighthouse13,
  startLighthouseBench,
} from "./lighthouse-tools.mjs";
import { BLOCKED } from "./pages.mjs";
import { gitDescribe } from "./server.mjs";

runOnLighthouse13(import.meta.url);
const lighthouse = await loadLighthouse();

const RUNS = Number(process.env.BENCH_RUNS || 3);

/** Each step blocks what the one before did and more. */
const SCRIPTS = BLOCKED.scripts;
const FONTS = [...SCRIPTS, ...BLOCKED.fonts];
const PICTURES = [...FONTS, "*.svg", "*.webp", "*.png", "*.ico"];
const ALL_BUT_HTML_AND_CSS = [...PICTURES, "*.webmanifest", "*/api/*"];
const STEPS = {
  "whole page": [],
  "no scripts": SCRIPTS,
  "no scripts, fonts": FONTS,
  "no scripts, fonts, pictures": PICTURES,
  "HTML and CSS alone": ALL_BUT_HTML_AND_CSS,
};

async function paint(chrome, url, blocked) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns: blocked,
    });
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
    const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
    if ((typeof lcp === "number" && typeof fcp === "number") || attempt === 3) return { lcp, fcp };
  }
}

const { server, bareServer, chrome, pages, stop } = await startLighthouseBench();
try {
  const runs = { bare: [] };
  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round} of ${RUNS}`);
    runs.bare.push(await paint(chrome, `${bareServer.base}/`, []));
    for (const p of pages) {
      for (const [step, blocked] of Object.entries(STEPS)) {
        ((runs[p] ??= {})[step] ??= []).push(await paint(chrome, server.base + p, blocked));
      }
    }
  }
  const bareLcp = median(runs.bare.map((r) => r.lcp));
  console.log(
    `\nLCP with requests blocked, Lighthouse 13 mobile, median of ${RUNS}, commit ${gitDescribe()}.` +
      ` Bare page: ${(bareLcp / 1000).toFixed(2)} s (runs: ${runs.bare.map((r) => (r.lcp / 1000).toFixed(2)).join(", ")}); target ≤ ${((bareLcp + 500) / 1000).toFixed(2)} s`,
  );
  const rows = [];
  for (const p of pages) {
    for (const [step, list] of Object.entries(runs[p])) {
      const lcp = median(list.map((r) => r.lcp));
      rows.push({
        page: p,
        blocked: step,
        "FCP s": (median(list.map((r) => r.fcp)) / 1000).toFixed(2),
        "LCP s": (lcp / 1000).toFixed(2),
        "over the bare page s": ((lcp - bareLcp) / 1000).toFixed(2),
      });
    }
  }
  console.table(rows);
} finally {
  await stop();
}
