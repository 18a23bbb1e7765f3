// Shared by the benchmarks: build once, start `next start` on a free port with its own data
// folder, wait until it is ready, and stop it afterwards.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
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

export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-bench-"));
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("next start did not become ready in 60 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
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
