// Fills deploy/nginx/lotus-club.conf's placeholders and writes it, with proxy-params.conf beside
// it, into `outDir`. Used by render-nginx.mjs (the deployment) and scripts/nginx-front.mjs (the
// production-front test and bench). No import.meta here: Playwright loads this file as CommonJS.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How nginx shares requests among the processes: `least-conn` when their rate limits are counted
 * in the shared database (DATABASE_URL), `per-client` (each client address always to the same
 * process) when each process counts them in its memory.
 */
export const BALANCING = {
  "least-conn": "least_conn;",
  "per-client": "hash $binary_remote_addr consistent;",
};

/** A process that fails a connection is left alone this long (passive health check). */
const UPSTREAM_HEALTH = "max_fails=1 fail_timeout=10s";

/** Writes the site configuration for these settings; returns its path. */
export function renderNginx({
  upstreams,
  balance = "per-client",
  staticDir,
  cacheDir,
  listen,
  serverName,
  outDir,
  templateDir = path.resolve("deploy/nginx"),
}) {
  if (!BALANCING[balance]) {
    throw new Error(`balance must be one of ${Object.keys(BALANCING).join(", ")}, not ${balance}`);
  }
  const params = path.join(outDir, "lotus-club-proxy-params.conf");
  const site = readFileSync(path.join(templateDir, "lotus-club.conf"), "utf8")
    .replace(
      "{{UPSTREAM_SERVERS}}",
      upstreams.map((u) => `  server ${u} ${UPSTREAM_HEALTH};`).join("\n"),
    )
    .replace("{{BALANCE}}", BALANCING[balance])
    .replaceAll("{{CACHE_DIR}}", cacheDir)
    .replaceAll("{{LISTEN}}", String(listen))
    .replaceAll("{{SERVER_NAME}}", serverName)
    .replaceAll("{{STATIC_DIR}}", path.resolve(staticDir))
    .replaceAll("{{PROXY_PARAMS}}", params);
  const left = /{{\w+}}/.exec(site);
  if (left) throw new Error(`deploy/nginx/lotus-club.conf: ${left[0]} has no value`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "lotus-club.conf"), site);
  writeFileSync(params, readFileSync(path.join(templateDir, "proxy-params.conf"), "utf8"));
  return path.join(outDir, "lotus-club.conf");
}
