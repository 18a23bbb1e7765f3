/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sha256Source } from "@/lib/security/inline-scripts";

/**
 * Issue 14, item 11: a page regenerated after the build (the route cache) must not get a hash
 * for a script injected into its HTML; only the scripts the build produced are allowed.
 */
describe("hashes of a regenerated page", () => {
  const dist = mkdtempSync(path.join(process.cwd(), ".csp-test-"));
  const script = (body: string) => `<script>${body}</script>`;
  const runtime = "requestAnimationFrame(function(){$RT=performance.now()});";
  const reveal = (boundary: number) =>
    `$RB=[];$RV=function(a){};$RC("B:${boundary}","S:${boundary}")`;
  const builtPayload = 'self.__next_f.push([1,"0:built"])';
  const newPayload = 'self.__next_f.push([1,"0:regenerated"])';
  const injected = "alert(document.cookie)";
  const disguised = "self.__next_f.push(alert(1))";

  // Next keeps a page's regenerated copy under the SHA-256 of its page's name.
  const cacheFolder = (page: string) =>
    path.join(
      dist,
      "server",
      "route-cache",
      "APP_PAGE",
      createHash("sha256").update(page).digest("hex"),
      "$",
    );

  beforeAll(() => {
    const app = path.join(dist, "server", "app");
    mkdirSync(app, { recursive: true });
    writeFileSync(
      path.join(dist, "server", "app-paths-manifest.json"),
      JSON.stringify({
        "/(site)/events/page": "app/(site)/events/page.js",
        "/(store)/store/page": "app/(store)/store/page.js",
        "/(site)/[slug]/page": "app/(site)/[slug]/page.js",
      }),
    );
    for (const name of ["events", "store"])
      writeFileSync(
        path.join(app, `${name}.html`),
        script(runtime) + script(builtPayload) + script(reveal(0)),
      );
    const cached = cacheFolder("/(site)/events/page");
    mkdirSync(cached, { recursive: true });
    writeFileSync(
      path.join(cached, "events.html"),
      [runtime, newPayload, reveal(3), injected, disguised, `${reveal(1)};${injected}`]
        .map(script)
        .join(""),
    );
    process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dist);
  });
  afterAll(() => {
    delete process.env.NEXT_DIST_DIR;
    rmSync(dist, { recursive: true, force: true });
  });

  it("allows the build's scripts and Next's JSON payloads, never an injected script", async () => {
    const { prerenderedScriptHashes } = await import("@/lib/security/prerendered");
    const hashes = await prerenderedScriptHashes("/events");
    expect(hashes).toEqual(
      expect.arrayContaining([runtime, builtPayload, newPayload, reveal(3)].map(sha256Source)),
    );
    expect(hashes).not.toContain(sha256Source(`${reveal(1)};${injected}`));
    expect(hashes).not.toContain(sha256Source(injected));
    expect(hashes).not.toContain(sha256Source(disguised));
  });

  it("sees a copy regenerated just after a request found none, on the very next request", async () => {
    const { prerenderedScriptHashes } = await import("@/lib/security/prerendered");
    // The first visit after the page went stale: served from the build, regenerated behind it.
    expect(await prerenderedScriptHashes("/store")).not.toContain(sha256Source(newPayload));
    const cached = cacheFolder("/(store)/store/page");
    mkdirSync(cached, { recursive: true });
    writeFileSync(path.join(cached, "store.html"), script(runtime) + script(newPayload));
    // The next visit gets the regenerated copy, so its own payload must be allowed at once.
    expect(await prerenderedScriptHashes("/store")).toContain(sha256Source(newPayload));
  });
});
