/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderNginx } from "../../../deploy/nginx-config.mjs";

/**
 * deploy/nginx-config.mjs writes the upstream block of N processes: each with its passive health
 * check, shared as `balance` says (tests/e2e/multi-process.spec.ts runs the result in nginx).
 */
describe("the nginx site for several app processes", () => {
  let outDir: string;
  beforeEach(() => (outDir = mkdtempSync(path.join(tmpdir(), "lotus-nginx-conf-"))));
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  const render = (balance?: string) =>
    readFileSync(
      renderNginx({
        upstreams: ["127.0.0.1:3000", "127.0.0.1:3001"],
        balance,
        staticDir: "/srv/lotus-club/.next-standalone/static",
        cacheDir: "/var/cache/nginx/lotus-club",
        listen: "80",
        serverName: "club.example",
        outDir,
      }),
      "utf8",
    );
  const upstreamBlock = (site: string) => /upstream lotus_next \{([^}]*)\}/.exec(site)?.[1] ?? "";
  const directives = (block: string) =>
    block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));

  it("lists every process with max_fails and fail_timeout, least_conn on request", () => {
    expect(directives(upstreamBlock(render("least-conn")))).toEqual([
      "server 127.0.0.1:3000 max_fails=1 fail_timeout=10s;",
      "server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;",
      "least_conn;",
      "keepalive 64;",
      "keepalive_timeout 4s;",
    ]);
  });

  it("lets idle connections go before the app process closes them", () => {
    // A POST sent down a connection the process is closing is not passed on: the visitor's 502.
    const seconds = /keepalive_timeout (\d+)s;/.exec(upstreamBlock(render()))?.[1];
    expect(Number(seconds) * 1000).toBeLessThan(new Server().keepAliveTimeout);
  });

  it("sends each client to one process by default (per-process rate limits)", () => {
    expect(directives(upstreamBlock(render()))).toContain("hash $binary_remote_addr consistent;");
  });

  it("refuses a balancing it does not know", () => {
    expect(() => render("random")).toThrow("balance must be one of least-conn, per-client");
  });

  it("fails over to the next process for connection errors, never re-sending a POST", () => {
    render();
    const params = readFileSync(path.join(outDir, "lotus-club-proxy-params.conf"), "utf8");
    expect(directives(params)).toEqual(
      expect.arrayContaining([
        "proxy_next_upstream error timeout http_502 http_504;",
        "proxy_next_upstream_tries 2;",
        "proxy_next_upstream_timeout 10s;",
      ]),
    );
    expect(params).not.toMatch(/^\s*proxy_next_upstream[^\n]*non_idempotent/m);
  });
});
