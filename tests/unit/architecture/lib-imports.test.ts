/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * lib/ is the bottom layer: the app's pages (app/), components and words (content/) build on it,
 * and it imports none of them, so a rule can be tested and reused without the page that shows
 * it (lib/memberships/offers.ts once read the policy pages from content/).
 */
const ABOVE = ["app", "components", "content"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports and require(). */
function importsOf(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

function reachesAbove(file: string, specifier: string): boolean {
  const target = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.relative(process.cwd(), path.resolve(path.dirname(file), specifier))
      : null;
  return target !== null && ABOVE.some((top) => target === top || target.startsWith(`${top}/`));
}

describe("lib/ imports nothing above it", () => {
  it("names no module of app/, components/ or content/", () => {
    const offending = sourceFiles("lib").flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .filter((specifier) => reachesAbove(file, specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("would catch an alias, a relative path and a dynamic import", () => {
    const file = "lib/memberships/offers.ts";
    const found = importsOf(
      [
        'import { getPolicy } from "@/content/policies";',
        'import { Button } from "../../components/ui/button";',
        'const page = await import("@/app/layout");',
        'import { site } from "@/lib/site";',
      ].join("\n"),
    ).filter((specifier) => reachesAbove(file, specifier));
    expect(found).toEqual(["@/content/policies", "../../components/ui/button", "@/app/layout"]);
  });
});
