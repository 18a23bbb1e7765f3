/** @jest-environment node */
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

  beforeAll(() => {
    const app = path.join(dist, "server", "app");
    mkdirSync(app, { recursive: true });
    writeFileSync(
      path.join(app, "events.html"),
      script(runtime) + script(builtPayload) + script(reveal(0)),
    );
    const cached = path.join(dist, "server", "route-cache", "APP_PAGE", "k1", "$");
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
});
