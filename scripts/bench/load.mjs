// npm run bench:load: 50 concurrent connections for 10 s (autocannon) at three prerendered
// pages on `next start`, and at nginx serving the same HTML in the same run, as a ratio.
// Installs Debian's nginx when it is missing. Pass --no-build to reuse an existing build.
import { execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded, distDir, freePort, gitDescribe, root, startServer } from "./server.mjs";

const PAGES = ["/", "/coworking-noida-expressway", "/store"];
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;

function ensureNginx() {
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  console.log("Installing Debian's nginx for the comparison…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: "inherit" });
  run(["apt-get", "update"]);
  run(["apt-get", "install", "-y", "nginx-light"]);
  return "/usr/sbin/nginx";
}

async function startNginx() {
  const binary = ensureNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), "lotus-nginx-"));
  mkdirSync(path.join(prefix, "html"), { recursive: true });
  mkdirSync(path.join(prefix, "tmp"), { recursive: true });
  for (const page of PAGES) {
    const name = page === "/" ? "index" : page.slice(1);
    const source = path.join(root, distDir, "server", "app", `${name}.html`);
    if (existsSync(source)) copyFileSync(source, path.join(prefix, "html", `${name}.html`));
  }
  const port = await freePort();
  const config = readFileSync(path.join(root, "bench", "nginx.conf"), "utf8")
    .replaceAll("__ROOT__", prefix)
    .replaceAll("__PORT__", String(port));
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], {
    stdio: "inherit",
  });
  await new Promise((r) => setTimeout(r, 500));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGQUIT") };
}

function hit(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

buildIfNeeded();
const next = await startServer();
const nginx = await startNginx();
const rows = [];
try {
  for (const page of PAGES) {
    const status = (await fetch(next.base + page)).status;
    if (status !== 200) {
      console.log(`${page}: answered ${status}, skipped`);
      continue;
    }
    const ours = await hit(next.base + page);
    const yardstick = await hit(nginx.base + page);
    rows.push({
      page,
      "next req/s": Math.round(ours.requests.average),
      "p50 ms": ours.latency.p50,
      "p99 ms": ours.latency.p99,
      errors: ours.errors + ours.timeouts,
      "non-2xx": ours.non2xx,
      "nginx req/s": Math.round(yardstick.requests.average),
      "% of nginx": ((100 * ours.requests.average) / yardstick.requests.average).toFixed(1),
    });
  }
} finally {
  next.stop();
  nginx.stop();
}
console.log(`\n${CONNECTIONS} connections × ${DURATION} s, commit ${gitDescribe()}`);
console.table(rows);
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "load.json"), JSON.stringify(rows, null, 2));
