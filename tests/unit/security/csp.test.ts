/** @jest-environment node */
import { createHash } from "node:crypto";
import { checkoutSources, PAYMENT_PAGES } from "@/lib/payments/checkout-sources";
import { buildCsp, MAP_ORIGIN, type CspOptions } from "@/lib/security/csp";
import { inlineScriptHashes, sha256Source } from "@/lib/security/inline-scripts";
import { htmlFileFor } from "@/lib/security/prerendered";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(" ");

describe("buildCsp", () => {
  const base = { alwaysHashes: ["sha256-theme"], dev: false };

  it("allows a prerendered page's inline scripts by hash and nothing inline otherwise", () => {
    const csp = buildCsp({ ...base, source: { kind: "hashes", hashes: ["sha256-a", "sha256-b"] } });
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      "'sha256-theme'",
    ]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("unsafe-eval");
  });

  it("gives a per-request page its nonce", () => {
    const csp = buildCsp({ ...base, source: { kind: "nonce", nonce: "abc123" } });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'sha256-theme'"]);
  });

  it("locks down objects, base, framing and forms, and names the map by origin", () => {
    const csp = buildCsp({ ...base, source: { kind: "nonce", nonce: "n" } });
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "frame-src")).toEqual([MAP_ORIGIN]);
    expect(csp).not.toMatch(/\*/);
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("adds the Supabase project by origin when connected", () => {
    const csp = buildCsp({
      ...base,
      source: { kind: "nonce", nonce: "n" },
      supabaseUrl: "https://abc.supabase.co/",
    });
    expect(directive(csp, "connect-src")).toEqual([
      "'self'",
      "https://abc.supabase.co",
      "wss://abc.supabase.co",
    ]);
  });

  it("allows images from our origin, and from the hosted store's picture host when connected", () => {
    const own = buildCsp({ ...base, source: { kind: "nonce", nonce: "n" } });
    expect(directive(own, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    const hosted = buildCsp({
      ...base,
      source: { kind: "nonce", nonce: "n" },
      storeImageOrigin: "https://cdn.store.example",
    });
    expect(directive(hosted, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://cdn.store.example",
    ]);
  });

  it("relaxes only what next dev needs", () => {
    const csp = buildCsp({ ...base, dev: true, source: { kind: "nonce", nonce: "n" } });
    expect(directive(csp, "script-src")).toContain("'unsafe-eval'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes exactly the bytes of each executable inline script", () => {
    const body = 'self.__next_f.push([1,"a&amp;b <\\/x>"])';
    const html = `<head><script>${body}</script><script src="/a.js"></script><script async src=/b.js></script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script>${body}</script></head>`;
    const expected = `sha256-${createHash("sha256").update(body).digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(sha256Source(body)).toBe(expected);
  });
});

describe("htmlFileFor", () => {
  it("maps routes to their prerendered files and refuses odd paths", () => {
    expect(htmlFileFor("/")).toMatch(/server\/app\/index\.html$/);
    expect(htmlFileFor("/blog/faqs")).toMatch(/server\/app\/blog\/faqs\.html$/);
    // Hosted store ids often carry underscores (prod_01H…).
    expect(htmlFileFor("/product/prod_01H")).toMatch(/server\/app\/product\/prod_01H\.html$/);
    for (const bad of ["/../etc/passwd", "//x", "/a/", "/a%2e%2e", "/_next/x", "/a.html"]) {
      expect(htmlFileFor(bad)).toBeNull();
    }
  });
});

describe("Razorpay Checkout in the policy", () => {
  const base: CspOptions = { alwaysHashes: [], dev: false, source: { kind: "nonce", nonce: "n" } };

  it("allows exactly Razorpay's script, frame and API origins when given, and nothing otherwise", () => {
    const { script: _script, ...checkout } = checkoutSources();
    const csp = buildCsp({ ...base, checkout });
    expect(directive(csp, "script-src")).toContain("https://checkout.razorpay.com");
    expect(directive(csp, "frame-src")).toEqual([
      MAP_ORIGIN,
      "https://api.razorpay.com",
      "https://checkout.razorpay.com",
    ]);
    expect(directive(csp, "connect-src")).toContain("https://lumberjack.razorpay.com");
    expect(buildCsp(base)).not.toContain("razorpay");
  });

  it("points everything at RAZORPAY_BASE_URL's origin for the tests' fake", () => {
    expect(checkoutSources("http://127.0.0.1:4567/")).toEqual({
      script: "http://127.0.0.1:4567/v1/checkout.js",
      scriptSrc: ["http://127.0.0.1:4567"],
      frameSrc: ["http://127.0.0.1:4567"],
      connectSrc: ["http://127.0.0.1:4567"],
      imgSrc: ["http://127.0.0.1:4567"],
    });
  });
});

describe("pagePolicy with payments online", () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
    jest.resetModules();
  });

  it("adds Razorpay's origins on the pages with a payment step only", async () => {
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook",
    });
    const { pagePolicy } = await import("@/lib/security/content-security-policy");
    // …and moving a booking paid online, whose dearer time is paid there (0110).
    const move = "/dashboard/bookings/4b0f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/move";
    for (const path of [...PAYMENT_PAGES, move]) {
      expect((await pagePolicy(path)).header).toContain("https://checkout.razorpay.com");
    }
    for (const path of ["/", "/about", "/store", "/contact", `${move}/x`]) {
      expect((await pagePolicy(path)).header).not.toContain("razorpay");
    }
  });
});
