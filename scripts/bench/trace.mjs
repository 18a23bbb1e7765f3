// npm run bench:trace: where each page's main thread goes, bottom-up, under Lighthouse 13's mobile
// preset (4× CPU slowdown, simulated throttling: every figure below is the observed time × 4,
// as Lighthouse reports it). One Lighthouse run per page, with V8's sampling profiler added to
// its trace, against a profiling build (PROFILE_BUILD=1: the same build plus source maps) in
// its own folder (.next-profile, or NEXT_DIST_DIR):
//   - by Lighthouse's groups (the mainthread-work-breakdown audit),
//   - by script (Lighthouse's bootup-time audit),
//   - for our own chunks by source module and by function (samples mapped through the maps),
//   - the rest ("other", style and layout, paint) by the request each task works for: the trace
//     names the URL of an SVG document's parse, an image's decode and paint, a font's load.
// With --ablate, each page is measured again with its scripts, its SVG files, its fonts and its
// stylesheets blocked (BLOCKED in ./pages.mjs): the difference is what those requests cost,
// whatever the trace calls it.
// Writes bench-results/trace/<label>.md and .json. Options: --label NAME, --pages /a,/b,
// --no-build (reuse the build), --ablate.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LIGHTHOUSE_CHROME_FLAGS, loadLighthouse, runOnLighthouse13 } from "./lighthouse-tools.mjs";
import { BENCH_PAGES, BLOCKED } from "./pages.mjs";
import { firstProductPath, gitDescribe, root, startServer } from "./server.mjs";

runOnLighthouse13(import.meta.url);

const { FlattenMap, originalPositionFor } = await import("@jridgewell/trace-mapping");
const chromeLauncher = await import("chrome-launcher");
const lighthouse = await loadLighthouse();
const tracehouse = path.join(
  root,
  "bench-results/tools/node_modules/lighthouse/core/lib/tracehouse",
);
const { TraceProcessor } = await import(path.join(tracehouse, "trace-processor.js"));
const { MainThreadTasks } = await import(path.join(tracehouse, "main-thread-tasks.js"));

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const label = arg("--label") || gitDescribe();
const outDir = path.join(root, "bench-results", "trace");
mkdirSync(outDir, { recursive: true });

process.env.NEXT_DIST_DIR ||= ".next-profile";
if (
  !existsSync(path.join(root, process.env.NEXT_DIST_DIR, "BUILD_ID")) ||
  !process.argv.includes("--no-build")
) {
  console.log(`Building the profiling build into ${process.env.NEXT_DIST_DIR}…`);
  execFileSync("npx", ["next", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PROFILE_BUILD: "1" },
  });
}

const ms = (value) => Math.round(value);

/** The CPU profile of the page's renderer main thread, out of the trace's ProfileChunk events. */
function cpuProfile(traceEvents, pid, tid) {
  // The chunks come from the sampler's thread; their id is that of the main thread's Profile.
  const ids = new Set(
    traceEvents
      .filter((e) => e.name === "Profile" && e.pid === pid && e.tid === tid)
      .map((e) => e.id),
  );
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  for (const event of traceEvents) {
    if (event.name !== "ProfileChunk" || event.pid !== pid || !ids.has(event.id)) continue;
    const chunk = event.args.data;
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(chunk.cpuProfile?.samples ?? []));
    deltas.push(...(chunk.timeDeltas ?? []));
  }
  // Sample i lasts until sample i + 1.
  const selfTime = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const duration = deltas[i + 1] / 1000;
    if (duration > 0 && duration < 100)
      selfTime.set(samples[i], (selfTime.get(samples[i]) ?? 0) + duration);
  }
  return { nodes, selfTime };
}

/** "turbopack:///[project]/components/shell/header.tsx" → the file; a package → its name. */
function moduleName(source) {
  const file = source.replace(/^.*\[project\]\//, "").replace(/^webpack:\/\/[^/]*\//, "");
  const inPackage = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!inPackage) return file;
  const [, pkg, rest] = inPackage;
  // React DOM is one module but most of the time: name its build file.
  return pkg === "next" || pkg.startsWith("react")
    ? `${pkg}/${rest.split("/").slice(-2).join("/")}`
    : pkg;
}

const maps = new Map();
/** The chunk's source map, found through its `sourceMappingURL` (hashed apart from the chunk). */
function sourceMap(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(url)
        .then((r) => r.text())
        .then((code) => {
          const name = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
          return name ? fetch(new URL(name, url)).then((r) => (r.ok ? r.json() : null)) : null;
        })
        // Turbopack writes index maps (one section per module): FlattenMap reads those.
        .then((json) => (json ? new FlattenMap(json) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** Where a frame's code comes from: our own module, or which part of React, Next or the runtime. */
function causeOf(module) {
  if (/^(app|components|lib|content)\//.test(module)) return `ours: ${module}`;
  if (/^next\/.*(segment-cache|prefetch|link\.js|links\.ts|link\.tsx)/.test(module))
    return "Next: prefetching links";
  if (/^next\/.*react-server-dom/.test(module)) return "React: decoding RSC payloads";
  if (/^next\/.*(react-dom|scheduler)/.test(module)) return "React: hydration and rendering";
  if (/turbopack|^\(inline/.test(module)) return "Turbopack: loading modules";
  if (/^next\//.test(module)) return "Next: router and runtime";
  if (/^\(program\)|^\(garbage/.test(module))
    return "(program): the browser's own work, no JavaScript";
  return `library or API: ${module}`;
}

/**
 * The CPU profile bottom-up, × the CPU slowdown, in ms: self time by module and by function,
 * and each sample charged to the nearest of our own modules on its stack (else to the part of
 * React or Next it ran in): what our code costs, the framework work it causes included.
 */
async function byModuleAndFunction(profile, base, multiplier) {
  const modules = new Map();
  const functions = new Map();
  const causes = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const frames = new Map();
  const resolve = async (nodeId) => {
    if (frames.has(nodeId)) return frames.get(nodeId);
    const frame = profile.nodes.get(nodeId)?.callFrame;
    let info = { module: "(unknown)", name: "" };
    if (frame && !frame.url) info = { module: frame.functionName || "(native)", name: "" };
    else if (frame && !frame.url.startsWith(base))
      info = { module: "(inline and other scripts)", name: "" };
    else if (frame) {
      const map = await sourceMap(frame.url);
      const position = map
        ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
        : null;
      const file = position?.source ? moduleName(position.source) : frame.url.replace(base, "");
      const name = position?.name || frame.functionName || "(anonymous)";
      info = {
        module: file,
        name: `${name} (${file}${position?.line ? `:${position.line}` : ""})`,
      };
    }
    frames.set(nodeId, info);
    return info;
  };
  const causes_ = new Map();
  const cause = async (nodeId) => {
    if (causes_.has(nodeId)) return causes_.get(nodeId);
    let fallback = null;
    let ours = null;
    for (let id = nodeId; id && !ours; id = profile.nodes.get(id)?.parent) {
      const { module } = await resolve(id);
      if (module === "(root)") break;
      const c = causeOf(module);
      if (c.startsWith("ours:")) ours = c;
      else fallback ??= c;
    }
    const result = ours ?? fallback ?? "(unknown)";
    causes_.set(nodeId, result);
    return result;
  };
  for (const [nodeId, time] of profile.selfTime) {
    const frame = profile.nodes.get(nodeId)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    const t = time * multiplier;
    const info = await resolve(nodeId);
    add(modules, info.module, t);
    if (info.name) add(functions, info.name, t);
    add(causes, await cause(nodeId), t);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, value]) => [key, ms(value)]);
  return { causes: top(causes, 30), modules: top(modules, 25), functions: top(functions, 25) };
}

const RESOURCE_EVENTS = new Set([
  "ResourceReceiveResponse",
  "ResourceReceivedData",
  "ResourceFinish",
]);

/**
 * Non-script self time (× the CPU slowdown) by the request each top-level task handled: the
 * main thread's Resource* events inside the task name the request (an SVG image's document is
 * built in the task that receives it, a font is decoded in its own); a task with none works for
 * the document itself (style, layout, paint of the page).
 */
function byRequest(tasks, traceEvents, pid, tid, base, multiplier) {
  const urlOf = new Map();
  const received = [];
  for (const e of traceEvents) {
    if (e.name === "ResourceSendRequest") urlOf.set(e.args.data.requestId, e.args.data.url);
    else if (RESOURCE_EVENTS.has(e.name) && e.pid === pid && e.tid === tid) received.push(e);
  }
  const notScript = (task) =>
    (task.group.id === "scriptEvaluation" || task.group.id === "scriptParseCompile"
      ? 0
      : task.selfTime) + task.children.reduce((sum, child) => sum + notScript(child), 0);
  const rows = new Map();
  for (const task of tasks) {
    if (task.parent) continue;
    const { ts, dur = 0 } = task.event;
    const urls = new Set(
      received
        .filter((e) => e.ts >= ts && e.ts <= ts + dur)
        .map((e) => urlOf.get(e.args.data.requestId))
        .filter(Boolean)
        .map((url) =>
          url.startsWith("data:") ? "(data: URL)" : url.replace(base, "").replace(/\?.*$/, ""),
        ),
    );
    const key =
      urls.size === 0
        ? "(the document: style, layout, paint, parse)"
        : [...urls].sort().join(" + ");
    rows.set(key, (rows.get(key) ?? 0) + notScript(task) * multiplier);
  }
  return [...rows]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([k, v]) => [k, ms(v)]);
}

/** Non-script time by kind of request (the same split, summed by file type). */
function byKind(requests) {
  const kinds = new Map();
  for (const [key, value] of requests) {
    const kind = key.startsWith("(")
      ? key
      : key.includes(" + ")
        ? "several requests in one task"
        : /\.svg$/.test(key)
          ? "SVG (drawings, icons, masks)"
          : /\.woff2$/.test(key)
            ? "fonts"
            : /\.css$/.test(key)
              ? "CSS"
              : /\.js$/.test(key)
                ? "scripts (receiving)"
                : "documents and RSC payloads";
    kinds.set(kind, (kinds.get(kind) ?? 0) + value);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]);
}

async function traceOnce(chrome, url, base, blockedUrlPatterns) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    additionalTraceCategories: "disabled-by-default-v8.cpu_profiler",
    blockedUrlPatterns,
  });
  const { lhr, artifacts } = result;
  const multiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const summary = {
    mainThread: ms(lhr.audits["mainthread-work-breakdown"].numericValue),
    tbt: ms(lhr.audits["total-blocking-time"].numericValue),
    lcp: ms(lhr.audits["largest-contentful-paint"].numericValue),
    groups: Object.fromEntries(
      (lhr.audits["mainthread-work-breakdown"].details?.items ?? []).map((i) => [
        i.group,
        ms(i.duration),
      ]),
    ),
  };
  if (blockedUrlPatterns) return { summary };
  const scripts = (lhr.audits["bootup-time"].details?.items ?? []).map((i) => [
    i.url.replace(base, ""),
    ms(i.total),
    ms(i.scripting),
    ms(i.scriptParseCompile),
  ]);
  if (process.env.TRACE_DUMP)
    writeFileSync(process.env.TRACE_DUMP, JSON.stringify(artifacts.Trace));
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  const { pid, tid } = processed.mainThreadEvents[0];
  const profile = cpuProfile(artifacts.Trace.traceEvents, pid, tid);
  return {
    summary,
    scripts,
    ...(await byModuleAndFunction(profile, base, multiplier)),
    requests: byRequest(tasks, artifacts.Trace.traceEvents, pid, tid, base, multiplier),
  };
}

/** A run can fail on a loaded machine (no navigation in the trace): up to three tries. */
async function trace(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceOnce(...args);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  failed (${error.message}), again`);
    }
  }
}

const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
});
const report = [`# Main-thread attribution: ${label} (commit ${gitDescribe()})`, ""];
const json = {};
try {
  const product = await firstProductPath(server.base);
  const pages = (arg("--pages")?.split(",") ?? BENCH_PAGES(product)).filter(Boolean);
  for (const pagePath of pages) {
    const url = server.base + pagePath;
    console.log(`tracing ${pagePath}`);
    const t = await trace(chrome, url, server.base);
    json[pagePath] = t;
    report.push(`## ${pagePath}`, "");
    report.push(
      `Main thread ${t.summary.mainThread} ms, TBT ${t.summary.tbt} ms, LCP ${t.summary.lcp} ms; ` +
        Object.entries(t.summary.groups)
          .map(([g, v]) => `${g} ${v}`)
          .join(", "),
      "",
    );
    if (process.argv.includes("--ablate")) {
      const ablations = {};
      for (const [name, patterns] of Object.entries(BLOCKED)) {
        ablations[name] = (await trace(chrome, url, server.base, patterns)).summary;
      }
      t.ablations = ablations;
      report.push(
        table(
          ["blocked", "main thread ms", "saves ms", "other ms", "style/layout ms", "TBT ms"],
          Object.entries(ablations).map(([name, a]) => [
            name,
            a.mainThread,
            t.summary.mainThread - a.mainThread,
            a.groups.other ?? 0,
            a.groups.styleLayout ?? 0,
            a.tbt,
          ]),
        ),
        "",
      );
    }
    report.push(
      table(["script", "total ms", "evaluation ms", "parse/compile ms"], t.scripts.slice(0, 12)),
      "",
    );
    report.push(
      table(
        ["charged to (our nearest module on the stack, else the framework part)", "ms"],
        t.causes,
      ),
      "",
    );
    report.push(table(["module (self time)", "ms"], t.modules), "");
    report.push(table(["function (self time)", "ms"], t.functions), "");
    report.push(table(["not script, by kind of request", "ms"], byKind(t.requests)), "");
    report.push(table(["not script, by request", "ms"], t.requests), "");
    // Written after each page: a long run interrupted keeps what it measured.
    writeFileSync(path.join(outDir, `${label}.md`), report.join("\n"));
    writeFileSync(path.join(outDir, `${label}.json`), JSON.stringify(json, null, 2));
  }
  writeFileSync(path.join(outDir, `${label}.md`), report.join("\n"));
  writeFileSync(path.join(outDir, `${label}.json`), JSON.stringify(json, null, 2));
  console.log(`written: bench-results/trace/${label}.md`);
} finally {
  await chrome.kill();
  server.stop();
}
