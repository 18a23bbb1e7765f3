// npm run bench:ab -- <folder>: is this checkout's build faster than another's? Lighthouse 13
// (mobile preset, as `npm run bench`) on the same pages of two builds, interleaved run by run and
// alternating which goes first, so the machine's drift falls on both; prints each metric's median
// and every run's main thread, with and without scripts. <folder> is another checkout with its
// own build (e.g. `git worktree add ../base main`, then `npm ci && npm run build` there). Each
// server runs from its own folder: the CSP reads the prerendered pages' script hashes from the
// working directory, and a server started elsewhere blocks its own inline scripts (no hydration,
// and a main thread that looks short). BENCH_RUNS (default 5) and BENCH_ONLY=/,/store (default /)
// choose the runs; --no-blocked skips the scripts-blocked runs.
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import {
  LIGHTHOUSE_CHROME_FLAGS,
  loadLighthouse,
  median,
  runOnLighthouse13,
} from "./lighthouse-tools.mjs";
import { BLOCKED } from "./pages.mjs";
import { root, startIn } from "./server.mjs";

runOnLighthouse13(import.meta.url);
const lighthouse = await loadLighthouse();

const base = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
if (!base) throw new Error("Usage: npm run bench:ab -- <folder of the checkout to compare with>");
const RUNS = Number(process.env.BENCH_RUNS || 5);
const pages = (process.env.BENCH_ONLY || "/").split(",");
const blockedToo = !process.argv.includes("--no-blocked");

const builds = { base: await startIn(path.resolve(base)), this: await startIn(root) };
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
});
const results = new Map();
try {
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 ? ["this", "base"] : ["base", "this"];
    for (const page of pages)
      for (const build of order)
        for (const blocked of blockedToo ? [false, true] : [false]) {
          const { lhr } = await lighthouse(builds[build].url + page, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            blockedUrlPatterns: blocked ? BLOCKED.scripts : [],
          });
          if (lhr.runtimeError) continue;
          const key = `${page} ${build}${blocked ? ", scripts blocked" : ""}`;
          const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push({
            mainThread: metric("mainthread-work-breakdown"),
            tbt: metric("total-blocking-time"),
            lcp: metric("largest-contentful-paint"),
            perf: Math.round(lhr.categories.performance.score * 100),
          });
        }
  }
} finally {
  await chrome.kill();
  Object.values(builds).forEach((build) => build.stop());
}
console.table(
  [...results].map(([key, runs]) => ({
    "page, build": key,
    "main thread ms": Math.round(median(runs.map((r) => r.mainThread))),
    "TBT ms": Math.round(median(runs.map((r) => r.tbt))),
    "LCP ms": Math.round(median(runs.map((r) => r.lcp))),
    perf: median(runs.map((r) => r.perf)),
    "each run's main thread": runs.map((r) => Math.round(r.mainThread)).join(" "),
  })),
);
