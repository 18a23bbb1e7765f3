// npm run bench:lcp-path: where each page's Lighthouse LCP goes, in Lighthouse's own model.
// In its mobile preset Lighthouse does not time LCP: it loads the page unthrottled, takes the
// requests and main-thread tasks that came before the largest paint it saw, and simulates them
// on a slow phone and network (Lantern: the mean of an optimistic and a pessimistic graph). A
// script that ran before that paint joins the graph with its download and its evaluation. This
// captures both graphs of each run and simulates them again without each kind of node, so every
// row is a difference in the metric itself, not a second run with requests blocked (which moves
// the paint). Columns: the metric; the observed paint; how many scripts ran before it; the graph
// again without those scripts, then also without fonts, then also without pictures (what is left
// is the HTML, stylesheets and main-thread work of the paint); and the node that ends last in
// the pessimistic graph. The bare page of `npm run bench` is measured alongside, for the target
// (its LCP + 0.5 s). A second table splits each page's runs by whether any script ran before the
// paint, with the median LCP of each side. Mobile preset, median of BENCH_RUNS (default 3)
// interleaved runs; BENCH_ONLY=/,/store chooses the pages. Pass --no-build to reuse the builds.
// --styled adds a second yardstick (scripts/bench/styled-bare-page.mjs): the bare page with our
// stylesheet, fonts and home page's body, and none of our JavaScript.
import {
  loadLanternSimulator,
  loadLighthouse,
  median,
  runOnLighthouse13,
  startLighthouseBench,
} from "./lighthouse-tools.mjs";
import { gitDescribe, startServer } from "./server.mjs";
import { buildStyledBarePage } from "./styled-bare-page.mjs";

runOnLighthouse13(import.meta.url);
const lighthouse = await loadLighthouse();
const Simulator = await loadLanternSimulator();

const RUNS = Number(process.env.BENCH_RUNS || 3);

// Keep the simulator and graphs of Lighthouse's LCP simulations (labelled
// "optimisticLargestContentfulPaint" and "pessimisticLargestContentfulPaint").
let captured = {};
const simulate = Simulator.prototype.simulate;
Simulator.prototype.simulate = function (graph, options) {
  const kind = /^(optimistic|pessimistic)LargestContentfulPaint$/.exec(options?.label ?? "")?.[1];
  if (kind) captured[kind] = { simulator: this, graph };
  return simulate.call(this, graph, options);
};

const isNetwork = (node) => node.type === "network";
const kindOf = (node) => (isNetwork(node) ? node.request.resourceType : "CPU");
// Lantern leaves low-priority pictures (below the fold) out of LCP.
const countsForLcp = (node) =>
  !(kindOf(node) === "Image" && ["Low", "VeryLow"].includes(node.request.priority));

/** The scripts' URLs in a graph; a CPU task that evaluated one of them is that script's run. */
function scriptUrls(graph) {
  const urls = new Set();
  graph.traverse((node) => kindOf(node) === "Script" && urls.add(node.request.url));
  return urls;
}

/** Drops `kinds` of request (and, with scripts, their evaluation) from a graph. */
function without(graph, kinds) {
  const scripts = scriptUrls(graph);
  return graph.cloneWithRelationships((node) => {
    if (isNetwork(node)) return node.isMainDocument() || !kinds.includes(kindOf(node));
    if (!kinds.includes("Script") || node.didPerformLayout()) return true;
    return ![...node.getEvaluateScriptURLs()].some((url) => scripts.has(url));
  });
}

/** Lantern's LCP estimate of one graph: the end of its last node that counts, and that node. */
function simulateLcp({ simulator, graph }) {
  const { nodeTimings } = simulator.simulate(graph, { label: "lcp-path" });
  let end = 0;
  let last;
  for (const [node, timing] of nodeTimings) {
    if (countsForLcp(node) && timing.endTime > end) [end, last] = [timing.endTime, node];
  }
  return { end, last };
}

/** Lighthouse's LCP of both graphs (coefficients 0.5 and 0.5), with `kinds` left out. */
function lcpWithout(kinds) {
  const [optimistic, pessimistic] = ["optimistic", "pessimistic"].map((kind) => {
    const { simulator, graph } = captured[kind];
    return simulateLcp({ simulator, graph: kinds.length ? without(graph, kinds) : graph });
  });
  return { ms: (optimistic.end + pessimistic.end) / 2, last: pessimistic.last };
}

const describe = (node) =>
  isNetwork(node)
    ? `${node.request.resourceType} ${node.request.url.split("/").pop().slice(0, 32)}`
    : `main thread (${Math.round(node.duration / 1000)} ms observed)`;

async function measure(chrome, url) {
  for (let attempt = 1; ; attempt++) {
    captured = {};
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyAudits: ["largest-contentful-paint", "metrics"],
    });
    const metrics = lhr.audits.metrics?.details?.items?.[0];
    const complete = metrics && captured.optimistic && captured.pessimistic;
    if (!complete && attempt === 3)
      throw new Error(`${url}: Lighthouse gave no LCP simulation in three runs`);
    if (complete) {
      const asSimulated = lcpWithout([]);
      return {
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        observed: metrics.observedLargestContentfulPaint,
        scriptsRun: scriptUrls(captured.pessimistic.graph).size,
        asSimulated: asSimulated.ms,
        noScripts: lcpWithout(["Script"]).ms,
        noFonts: lcpWithout(["Script", "Font"]).ms,
        floor: lcpWithout(["Script", "Font", "Image"]).ms,
        last: describe(asSimulated.last),
      };
    }
  }
}

const { server, bareServer, chrome, pages, stop } = await startLighthouseBench();
// --styled: also the bare page with our stylesheet, fonts and home page's body, none of our code.
const styled = process.argv.includes("--styled")
  ? await startServer({ dir: await buildStyledBarePage(server.base), readyPath: "/" })
  : undefined;
try {
  const targets = [
    ["bare page", `${bareServer.base}/`],
    ...(styled ? [["bare page, our look", `${styled.base}/`]] : []),
    ...pages.map((p) => [p, server.base + p]),
  ];
  const runs = new Map(targets.map(([name]) => [name, []]));
  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round} of ${RUNS}`);
    for (const [name, url] of targets) runs.get(name).push(await measure(chrome, url));
  }
  const s = (ms) => (ms / 1000).toFixed(2);
  const bareLcp = median(runs.get("bare page").map((r) => r.lcp));
  console.log(
    `\nLighthouse 13 LCP by Lantern's graph, mobile preset, median of ${RUNS}, commit ${gitDescribe()}.` +
      ` Target: the bare page's ${s(bareLcp)} s + 0.5 s = ${s(bareLcp + 500)} s.` +
      " The graph columns leave out the FCP floor Lighthouse applies (LCP ≥ FCP).",
  );
  console.table(
    [...runs].map(([page, list]) => {
      const m = (key) => median(list.map((r) => r[key]));
      return {
        page,
        "LCP s": s(m("lcp")),
        "paint seen ms": Math.round(m("observed")),
        "scripts run before it": m("scriptsRun"),
        "graph s": s(m("asSimulated")),
        "without those scripts s": s(m("noScripts")),
        "also without fonts s": s(m("noFonts")),
        "also without pictures s": s(m("floor")),
        "ends last (median run)": list.find((r) => r.lcp === m("lcp"))?.last,
      };
    }),
  );
  // Whether any script ran before the paint is decided in the unthrottled run (our first frame
  // against the arrival of Next's async chunks), so the same build lands on either side of it.
  // Each side's LCP, apart: the gap between them is what that race costs.
  const sideLcp = (list) => (list.length ? s(median(list.map((r) => r.lcp))) : "–");
  console.log(
    "\nThe race: runs in which a script ran before the observed paint, and each side's LCP.",
  );
  console.table(
    [...runs].map(([page, list]) => {
      const lost = list.filter((r) => r.scriptsRun > 0);
      const won = list.filter((r) => r.scriptsRun === 0);
      return {
        page,
        "runs with a script first": `${lost.length} of ${list.length}`,
        "LCP, no script first s": sideLcp(won),
        "LCP, a script first s": sideLcp(lost),
      };
    }),
  );
} finally {
  styled?.stop();
  await stop();
}
