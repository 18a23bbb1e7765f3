import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A production start with a bad configuration used to say "Ready" and answer 500 to every
 * request (a CRON_SECRET under 32 characters). The build of this run, started again with one,
 * stops before it serves, naming the variable (instrumentation.ts, lib/config.ts).
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test("a production start with a CRON_SECRET under 32 characters exits, naming it, and never serves", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lotus-config-check-"));
  try {
    const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        NEXT_PUBLIC_SITE_URL: baseURL,
        CRON_SECRET: "too-short-a-secret",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let served = false;
    const polling = setInterval(() => {
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => (served = true),
        () => undefined,
      );
    }, 200);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    clearInterval(polling);
    expect(code, output).toBe(1);
    expect(output).toContain(
      "[startup] Configuration error: CRON_SECRET must be at least 32 characters",
    );
    expect(output).toContain(
      "[startup] The server did not start. Fix the variable named above and start it again.",
    );
    expect(served).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
