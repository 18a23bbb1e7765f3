import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startNginxFront } from "../../scripts/nginx-front.mjs";

/**
 * deploy/nginx/lotus-club.conf, in Debian's nginx, in front of the production build: headers
 * pass through unchanged, prerendered pages come from its cache, and nothing rendered for one
 * visitor (a nonce page, an API answer, a signed-in page) is ever stored or served to another.
 */
test.describe.configure({ mode: "serial" });

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "permissions-policy",
];
const direct = `http://127.0.0.1:${process.env.E2E_PORT}`;
let front: Awaited<ReturnType<typeof startNginxFront>>;

test.beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure-nginx.sh"], { stdio: "inherit" });
  front = await startNginxFront({
    upstream: new URL(direct).host,
    staticDir: path.join(process.env.NEXT_DIST_DIR || ".next", "static"),
  });
});
test.afterAll(() => front?.stop());

const get = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathname, base), { headers, redirect: "manual" });
/** A nonce is fresh on every answer: compare the policies without it. */
const withoutNonce = (policy: string | null) => policy?.replace(/'nonce-[^']+'/g, "'nonce'");

test("the CSP and security headers arrive intact, and text is compressed", async () => {
  for (const pathname of ["/", "/checkout?item=day-pass", "/api/health"]) {
    const [ours, proxied] = await Promise.all([get(direct, pathname), get(front.base, pathname)]);
    expect(proxied.status, pathname).toBe(ours.status);
    for (const name of SECURITY_HEADERS) {
      const expected = ours.headers.get(name);
      expect(expected, `${pathname} ${name} from Next`).toBeTruthy();
      expect(withoutNonce(proxied.headers.get(name)), `${pathname} ${name}`).toBe(
        withoutNonce(expected),
      );
    }
  }
  const zipped = await get(front.base, "/", { "accept-encoding": "gzip" });
  expect(zipped.headers.get("content-encoding")).toBe("gzip");
});

test("a prerendered page is a cache HIT on the second request, build assets come from disk", async () => {
  const first = await get(front.base, "/about");
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toContain("s-maxage=");
  expect(first.headers.get("x-cache-status")).toBe("MISS");
  const second = await get(front.base, "/about");
  expect(second.headers.get("x-cache-status")).toBe("HIT");
  expect(await second.text()).toBe(await first.text());

  const html = await (await get(direct, "/about")).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await get(front.base, script!);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("x-cache-status")).toBeNull();
});

test("a page rendered per request (with a nonce) and /api/* are never cached", async () => {
  for (let i = 0; i < 2; i++) {
    const page = await get(front.base, "/checkout?item=day-pass");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("'nonce-");
    expect(page.headers.get("x-cache-status")).not.toBe("HIT");
    const api = await get(front.base, "/api/health");
    expect(api.headers.get("x-cache-status")).toBeNull();
  }
});

test("a signed-in page never reaches another visitor", async () => {
  const email = `front-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signup = await fetch(new URL("/api/auth/signup", front.base), {
    method: "POST",
    headers: { origin: direct, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse-9", name: "Mira Front" }),
  });
  expect(signup.status).toBe(201);
  // Sign-up signs nobody in (issue 14 item 5): the password does.
  const signin = await fetch(new URL("/api/auth/signin", front.base), {
    method: "POST",
    headers: { origin: direct, "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse-9", remember: true }),
  });
  expect(signin.status).toBe(200);
  const cookie = signin.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  expect(cookie).toContain("lc_session=");

  for (const pathname of ["/dashboard", "/", "/about"]) {
    const member = await get(front.base, pathname, { cookie });
    const memberHtml = await member.text();
    if (pathname === "/dashboard") expect(memberHtml).toContain(email);
    for (let i = 0; i < 2; i++) {
      const stranger = await get(front.base, pathname);
      expect(await stranger.text(), pathname).not.toContain(email);
    }
  }
  const stranger = await get(front.base, "/dashboard");
  expect(stranger.headers.get("cache-control")).toContain("no-store");
  expect(stranger.headers.get("x-cache-status")).not.toBe("HIT");
});
