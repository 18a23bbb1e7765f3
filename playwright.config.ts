import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";

/**
 * Browser tests run against the production build (`next build && next start`) in embedded
 * mode, on a free localhost port, in Debian's Chromium. The port is chosen once and handed to
 * the workers through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

const port = (process.env.E2E_PORT ??= freePort());
const baseURL = `http://127.0.0.1:${port}`;
// Per port, so two test runs (say, in two build folders via NEXT_DIST_DIR) never share a database.
const dataDir = `.data-e2e-${port}`;
/** Lets tests read stored rows back through the staff inbox API. */
export const E2E_STAFF_TOKEN = "e2e-staff-token-0123456789abcdef";
// E2E_SKIP_BUILD=1 reuses the last build (made with the same port) while iterating locally.
const build = process.env.E2E_SKIP_BUILD ? "true" : "npx next build && npx next-sitemap";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, channel: undefined },
      // Only the tests that matter at phone width (tagged @mobile) run again here.
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && ${build} && npx next start -p ${port} -H 127.0.0.1`,
    // Ready once the database has opened (the health check waits for it).
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      DATA_DIR: dataDir,
      STAFF_API_TOKEN: E2E_STAFF_TOKEN,
      NEXT_PUBLIC_SITE_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
