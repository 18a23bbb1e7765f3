// npm run bench:ab-trace -- <folder> [<folder>…]: the main thread of the same pages in two or
// more builds, from Chromium's own trace, many runs in little time. `npm run bench:ab` asks
// Lighthouse (about 20 s a run, and its runs range ±20 % on this machine); this loads each page
// in a fresh Playwright context on Debian's Chromium, unthrottled, with Lighthouse's mobile
// viewport, and adds up the renderer main thread's top-level tasks from navigation to 3.5 s
// after load: the observed time that Lighthouse's simulated mobile run multiplies by 4. Runs
// are interleaved and alternate which build goes first. Prints, per page and build, the median
// and least total, and the median of each kind of task by what it began with:
//   - React: a MessageChannel task (React's scheduler: hydration, renders, effects);
//   - frames: style, layout and paint of a frame;
//   - scripts: evaluating a script (a chunk, or an inline RSC payload);
//   - the rest: parsing HTML, network callbacks, timers.
// This checkout's build is always one of them. BENCH_RUNS (default 10), BENCH_ONLY=/,/store
// (default /blog/why-choose-us,/store). With --bare, `npm run bench`'s bare page is measured in
// every round too (and no other checkout is needed): each kind's excess over it is what our
// pages add. --no-build reuses the bare page's build.
import path from "node:path";
import { chromium } from "@playwright/test";
import { median } from "./lighthouse-tools.mjs";
import { buildBarePage, root, startIn, startServer } from "./server.mjs";

const args = process.argv.slice(2);
const withBare = args.includes("--bare");
const others = args.filter((arg) => !arg.startsWith("--"));
const folders = [root, ...others.map((folder) => path.resolve(folder))];
if (folders.length < 2 && !withBare)
  throw new Error("Usage: npm run bench:ab-trace -- <other checkout> | --bare");
const RUNS = Number(process.env.BENCH_RUNS || 10);
const pages = (process.env.BENCH_ONLY || "/blog/why-choose-us,/store").split(",");
const SETTLE_MS = 3500;

/** The first trace event inside a task names what the task was for. */
const KIND_OF_FIRST_EVENT = {
  "MessagePort::Accept": "React",
  "WebFrameWidgetImpl::BeginMainFrame": "frames",
  "ScriptRunner::ExecutePendingScript": "scripts",
  "HTMLDocumentParser::ExecuteScriptsWaitingForResources": "scripts",
};
const KINDS = ["React", "frames", "scripts", "the rest"];
// Bookkeeping events that wrap every task's work and so say nothing about it.
const WRAPPER = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_|Blink\.)/;

/** The main thread of the renderer that parsed the page's HTML (not about:blank's). */
function pageMainThread(events, url) {
  const parse = events.find(
    (e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) throw new Error(`${url}: no HTML parsing in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
}

/** Milliseconds of main-thread tasks, in all and by kind. */
function mainThreadTime(events, url) {
  const thread = pageMainThread(events, url);
  // Top-level tasks only: a task run inside another (a nested loop) is already in its time.
  const tasks = [];
  for (const task of thread.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + last.dur) tasks.push(task);
  }
  const inner = thread.filter((e) => !WRAPPER.test(e.name)).sort((a, b) => a.ts - b.ts);
  const time = { total: 0, React: 0, frames: 0, scripts: 0, "the rest": 0 };
  let next = 0;
  for (const task of tasks) {
    while (next < inner.length && inner[next].ts < task.ts) next++;
    const first = inner[next]?.ts <= task.ts + task.dur ? inner[next] : undefined;
    const kind = KIND_OF_FIRST_EVENT[first?.name] ?? "the rest";
    time[kind] += task.dur / 1000;
    time.total += task.dur / 1000;
  }
  return time;
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    await cdp.send("Tracing.start", {
      // "blink" names the tasks (React's MessageChannel, a frame, a script).
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    return mainThreadTime(events, url);
  } finally {
    await context.close();
  }
}

const builds = await Promise.all(folders.map((folder) => startIn(folder)));
const bare = withBare ? await startServer({ dir: buildBarePage(), readyPath: "/" }) : undefined;
const bareRuns = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const runs = folders.map(() => pages.map(() => []));
try {
  for (const build of builds) for (const page of pages) await fetch(build.url + page); // warm
  for (let round = 0; round < RUNS; round++) {
    if (bare) bareRuns.push(await measure(browser, `${bare.base}/`));
    for (const [p, page] of pages.entries()) {
      const order = builds.map((_, b) => b);
      if (round % 2) order.reverse();
      for (const b of order) runs[b][p].push(await measure(browser, builds[b].url + page));
    }
  }
} finally {
  await browser.close();
  builds.forEach((build) => build.stop());
  bare?.stop();
}
const ms = (values) => Math.round(median(values));
console.log(`Main thread, observed (unthrottled), ${RUNS} interleaved runs; medians in ms`);
const row = (page, build, times) => ({
  page,
  build,
  median: ms(times.map((t) => t.total)),
  least: Math.round(Math.min(...times.map((t) => t.total))),
  ...Object.fromEntries(KINDS.map((kind) => [kind, ms(times.map((t) => t[kind]))])),
});
console.table([
  ...(bare ? [row("/", "bare page", bareRuns)] : []),
  ...pages.flatMap((page, p) =>
    folders.map((folder, b) =>
      row(page, folder === root ? "this" : path.relative(root, folder) || folder, runs[b][p]),
    ),
  ),
]);
