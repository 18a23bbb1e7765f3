// Shared by the benchmarks: build once, start `next start` on a free port with its own data
// folder, wait until it is ready, and stop it afterwards.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const distDir = process.env.NEXT_DIST_DIR || ".next";

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function buildIfNeeded() {
  const built = existsSync(path.join(root, distDir, "BUILD_ID"));
  if (built && process.argv.includes("--no-build")) return;
  console.log("Building (next build)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Writes a minimal Next app into `dir` (`app/layout.jsx`, `app/page.jsx` and any other `files`)
 * and builds it with this repository's node_modules, unless --no-build finds a build there and
 * `reuse` allows it. Returns `dir`.
 */
export function buildYardstick(dir, label, files, { reuse = true } = {}) {
  mkdirSync(path.join(dir, "app"), { recursive: true });
  const all = {
    "next.config.mjs": "export default {};\n",
    // IMPORTANT: its own (empty) instrumentation. Turbopack's root is this repository (the lock
    // file), and without one it builds ours into the yardstick: its server then ran our outbox
    // worker against a database that cannot open, and grew to 18 GB in 20 minutes.
    "instrumentation.js": "export function register() {}\n",
    ...files,
  };
  for (const [name, text] of Object.entries(all)) writeFileSync(path.join(dir, name), text);
  const built = existsSync(path.join(dir, ".next", "BUILD_ID"));
  if (reuse && built && process.argv.includes("--no-build")) return dir;
  console.log(`Building ${label} (next build)…`);
  execFileSync("npx", ["next", "build", dir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: "" },
  });
  return dir;
}

/**
 * The yardstick: a bare Next App Router page (one <h1> and a paragraph), written and built here
 * with the same node_modules, so every run compares against it on the same machine and load.
 */
export function buildBarePage() {
  return buildYardstick(path.join(root, "bench-results", "bare-next"), "the bare page", {
    "app/layout.jsx":
      'export const metadata = { title: "Bare", description: "A bare Next.js page." };\n' +
      "export default function Layout({ children }) {\n" +
      '  return (<html lang="en"><body>{children}</body></html>);\n}\n',
    "app/page.jsx":
      "export default function Page() {\n" +
      "  return (<main><h1>A bare Next.js page</h1><p>One heading and a paragraph, prerendered.</p></main>);\n}\n",
  });
}

/**
 * `next start` of our build (or of `dir`, the bare page), ready once `readyPath` answers 200;
 * `env` adds to its environment (DATABASE_URL, TRUSTED_PROXY_HOPS, …).
 */
export async function startServer({ dir, cwd = root, readyPath = "/api/health", env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    "npx",
    ["next", "start", ...(dir ? [dir] : []), "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd,
      // A production server refuses to start without its public origin (instrumentation.ts).
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: base,
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  // Three minutes: on a loaded machine opening and migrating a database took over one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error("next start did not become ready in 180 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/** The first product page of the catalogue, found through the store page's links. */
export async function firstProductPath(base) {
  const html = await (await fetch(`${base}/store`)).text().catch(() => "");
  return html.match(/href="(\/product\/[^"#?]+)"/)?.[1];
}

export function gitDescribe() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return "unknown";
  }
}

/**
 * `next start` of the build in `cwd`, run from `cwd`, ready once /api/health answers: for
 * comparing two checkouts. Each server must run from its own folder: the CSP reads the
 * prerendered pages' script hashes from the working directory, and a server started elsewhere
 * blocks its own inline scripts (no hydration, and a main thread that looks short).
 */
export async function startIn(cwd) {
  const { base, stop } = await startServer({ cwd });
  return { url: base, stop };
}
