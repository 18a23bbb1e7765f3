/** @jest-environment node */
import { readFileSync } from "node:fs";

/**
 * Node 20 reached its end of life in April 2026 and @supabase/* asks for Node 22: the site
 * supports the current LTS lines, 22 and 24, says so where npm and people read it, and runs the
 * unit tests on one of them: the machine's Node when supported, else Node 24 (CI's is 20).
 */
const read = (file: string) => readFileSync(file, "utf8");

describe("supported Node.js versions", () => {
  it("engines asks for Node 22 or later, in package.json and its lock alike", () => {
    const pkg = JSON.parse(read("package.json"));
    const lock = JSON.parse(read("package-lock.json"));
    expect(pkg.engines.node).toBe(">=22");
    expect(lock.packages[""].engines.node).toBe(">=22");
  });

  it("the README names the supported lines", () => {
    expect(read("README.md")).toContain("Node.js 22 or 24 (the current LTS lines;");
  });

  it("the unit tests run on a supported line: Node 24 when the machine's is older, checked", () => {
    const lines = read(".ci/run").trim().split("\n");
    expect(lines.at(-1)).toBe("npm test");
    expect(JSON.parse(read("package.json")).scripts["test:unit"]).toBe("bash scripts/test-unit.sh");
    const unit = read("scripts/test-unit.sh");
    expect(unit).toContain('if ((major >= 22)); then exec npx jest "$@"; fi');
    expect(unit).toContain('exec bash .ci/unit-on-node 24 "$@"');
    const step = read(".ci/unit-on-node");
    expect(step).toContain('npx --yes --package "node@${major}" -- "$@"');
    expect(step).toContain('if [[ "$version" != "v${major}."* ]]; then');
  });
});
