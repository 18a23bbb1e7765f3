// Fills deploy/nginx/lotus-club.conf's placeholders and writes it, with proxy-params.conf beside
// it, into `outDir`. Used by render-nginx.mjs (the deployment) and scripts/nginx-front.mjs (the
// production-front test and bench). No import.meta here: Playwright loads this file as CommonJS.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Writes the site configuration for these settings; returns its path. */
export function renderNginx({
  upstreams,
  staticDir,
  cacheDir,
  listen,
  serverName,
  outDir,
  templateDir = path.resolve("deploy/nginx"),
}) {
  const params = path.join(outDir, "lotus-club-proxy-params.conf");
  const site = readFileSync(path.join(templateDir, "lotus-club.conf"), "utf8")
    .replace("{{UPSTREAM_SERVERS}}", upstreams.map((u) => `  server ${u};`).join("\n"))
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
