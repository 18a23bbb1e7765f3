// npm run bench:inp: interaction latency as Core Web Vitals judge it (INP), in the lab. Debian's
// Chromium with the CPU throttled 4× through the DevTools protocol (as Lighthouse's mobile
// preset), on a phone-sized or desktop window; each interaction is a real click, and its
// latency is the Event Timing API's duration (input to the next paint) of the longest event of
// that interaction. Each one runs on a fresh page, after the page is loaded and idle, 3 times
// (median). A benchmark, not a test: it prints and saves the figures; `npm run bench` runs it
// too and checks them against 200 ms. Options: --no-build, RUNS=n.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { buildIfNeeded, firstProductPath, root, startServer } from "./server.mjs";

export const INP_TARGET_MS = 200;

/** Collects Event Timing entries from the start; `window.__inp()` reads the longest since `since`. */
const OBSERVE = () => {
  const entries = [];
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
    type: "event",
    durationThreshold: 16,
    buffered: true,
  });
  window.__inp = (since) => {
    const mine = entries.filter((e) => e.interactionId > 0 && e.startTime >= since);
    if (!mine.length) return null;
    const e = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
    // Input delay (waiting for the main thread), processing (the handlers), presentation (the
    // render and paint after them).
    return {
      duration: e.duration,
      name: e.name,
      delay: e.processingStart - e.startTime,
      processing: e.processingEnd - e.processingStart,
      presentation: e.startTime + e.duration - e.processingEnd,
    };
  };
};

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The interactions of the issue: each prepares its page, then `act` is the measured input. */
export const INTERACTIONS = (product) =>
  [
    {
      name: "open the mobile menu",
      path: "/",
      viewport: PHONE,
      act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
      done: (page) => page.getByRole("dialog", { name: "Menu" }).waitFor(),
    },
    {
      name: "choose a start time (meeting rooms)",
      path: "/meeting-rooms",
      viewport: PHONE,
      act: async (page) => {
        const slot = page.locator('[data-status="open"]').first();
        await slot.scrollIntoViewIfNeeded();
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))),
        );
        return slot.click();
      },
    },
    {
      name: "change the hours (meeting rooms)",
      path: "/meeting-rooms",
      viewport: PHONE,
      act: async (page) => {
        const more = page.getByRole("button", { name: "More hours" });
        await more.scrollIntoViewIfNeeded();
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))),
        );
        return more.click();
      },
    },
    product && {
      name: "add to cart (product page)",
      path: product,
      viewport: PHONE,
      act: async (page) => {
        const add = page.getByRole("button", { name: "Add to Cart" });
        await add.scrollIntoViewIfNeeded();
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))),
        );
        return add.click();
      },
    },
    {
      name: "open the login dialog",
      path: "/",
      viewport: DESKTOP,
      act: (page) => page.getByRole("button", { name: "Login" }).click(),
      done: (page) => page.getByRole("dialog").first().waitFor(),
    },
  ].filter(Boolean);

async function once(browser, base, interaction) {
  const context = await browser.newContext({ viewport: interaction.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(OBSERVE);
  await page.goto(base + interaction.path, { waitUntil: "load" });
  // Loaded and hydrated: the controls answer (the login button appears after the session read).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
  const since = await page.evaluate(() => performance.now());
  await interaction.act(page);
  if (interaction.done) await interaction.done(page);
  // The entry is reported after the next paint.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 500))));
  const result = await page.evaluate((t) => window.__inp(t), since);
  await context.close();
  return result ?? { duration: 0, delay: 0, processing: 0, presentation: 0 };
}

/** Each interaction's median latency in ms, on a server already running at `base`. */
export async function measureInteractions(base, runs = Number(process.env.RUNS || 3)) {
  const product = await firstProductPath(base);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const results = [];
  try {
    for (const interaction of INTERACTIONS(product)) {
      const entries = [];
      for (let i = 0; i < runs; i++) entries.push(await once(browser, base, interaction));
      const middle = [...entries].sort((a, b) => a.duration - b.duration)[Math.floor(runs / 2)];
      results.push({
        interaction: interaction.name,
        ms: middle.duration,
        runs: entries.map((e) => e.duration),
        median: middle,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfNeeded();
  const server = await startServer();
  try {
    const results = await measureInteractions(server.base);
    console.table(
      results.map((r) => ({
        interaction: r.interaction,
        "INP ms (median)": Math.round(r.ms),
        "delay / handlers / paint ms": [r.median.delay, r.median.processing, r.median.presentation]
          .map(Math.round)
          .join(" / "),
        runs: r.runs.map(Math.round).join(", "),
        "≤ 200 ms": r.ms <= INP_TARGET_MS ? "yes" : "NO",
      })),
    );
    const outDir = path.join(root, "bench-results");
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, "inp.json"), JSON.stringify(results, null, 2));
  } finally {
    server.stop();
  }
}
