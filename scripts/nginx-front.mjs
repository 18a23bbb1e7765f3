// Starts Debian's nginx with deploy/nginx/lotus-club.conf in front of a running Next server, in a
// throwaway folder (its own cache, pid and logs), for tests/e2e/production-front.spec.ts and
// `npm run bench:load`. Run scripts/ensure-nginx.sh first.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderNginx } from "../deploy/nginx-config.mjs";

const NGINX = "/usr/sbin/nginx";

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * nginx on a free port: the site configuration in front of `upstream` (host:port) or
 * `upstreams` (several, shared as `balance` says), serving `/_next/static` from `staticDir`;
 * `extraServer` adds another `server { … }` block (the bench's static-file yardstick) with its
 * port as `__PORT__`. `revealUpstream` adds an `X-Upstream` header (the process that answered)
 * to /api/ answers, for tests only. Resolves once nginx answers.
 */
export async function startNginxFront({
  upstream,
  upstreams = [upstream],
  balance,
  staticDir,
  workers = 1,
  extraServer = "",
  revealUpstream = false,
}) {
  const prefix = mkdtempSync(path.join(tmpdir(), "lotus-nginx-"));
  // Started as root, nginx's workers run as nobody: they must reach the cache and temp folders.
  chmodSync(prefix, 0o755);
  for (const dir of ["tmp", "cache"]) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const port = await freePort();
  const extraPort = await freePort();
  const site = renderNginx({
    upstreams,
    balance,
    staticDir,
    cacheDir: path.join(prefix, "cache"),
    listen: `127.0.0.1:${port}`,
    serverName: "_",
    outDir: path.join(prefix, "conf.d"),
  });
  const temp = path.join(prefix, "tmp");
  // As root, nginx's workers would run as nobody, who cannot read a build inside a private
  // folder (a checkout in `mktemp -d`, mode 700): this test front's workers stay root instead.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${user}worker_processes ${workers};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${revealUpstream ? "add_header X-Upstream $upstream_addr always;" : ""}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${temp};
  proxy_temp_path ${temp};
  fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp};
  scgi_temp_path ${temp};
  include ${site};
  ${extraServer.replaceAll("__PORT__", String(extraPort))}
}
`,
  );
  const child = spawn(NGINX, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}); see its log in ${prefix}`);
    try {
      await fetch(`${base}/_next/static/ready-check`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not answer in 10 s");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    extraBase: `http://127.0.0.1:${extraPort}`,
    prefix,
    stop: () => child.kill("SIGQUIT"),
  };
}
