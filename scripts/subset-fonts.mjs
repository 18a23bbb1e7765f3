// Subsets the two variable fonts to the glyphs the site uses (printable ASCII, the typographic
// marks and ₹ of its copy), the weights and the OpenType features it uses, into app/fonts/
// (committed; app/fonts.ts loads them through next/font/local). Run it again after adding copy
// with a character outside the set: it prints the non-ASCII ones found.
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const GEIST = "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2";
const FRAUNCES =
  "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
/**
 * The text face keeps its weight axis (font-normal, font-medium, font-semibold, bold in prose).
 * The display face is set at one weight, 600 (every heading), and so is cut to that instance:
 * 12 KiB instead of 22, one round trip on a new connection where the variable file took two.
 * Its one 400 (the founder's quote on /about) has a file of its own that no page preloads.
 */
const FAMILIES = [
  { from: GEIST, to: "geist-sans.woff2", weight: { min: 400, max: 700 } },
  { from: FRAUNCES, to: "fraunces-semibold.woff2", weight: 600 },
  { from: FRAUNCES, to: "fraunces-regular.woff2", weight: 400 },
];
/** Marks a writer may type even if no copy has them yet (quotes, dashes, bullet, ellipsis). */
const TYPOGRAPHY = "₹…·•–—‘’“”′″×−→←©®™é";
/** OpenType features the pages use (kerning, ligatures, marks, tabular-nums); the rest are cut. */
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "lnum", "pnum"];
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.(tsx?|mdx?|json)$/.test(name)) yield file;
  }
}

const used = new Set();
for (const dir of ["app", "components", "content", "lib"]) {
  for (const file of sourceFiles(path.join(root, dir))) {
    for (const char of readFileSync(file, "utf8"))
      if (char > "\x7f" && char !== "\ufeff") used.add(char);
  }
}
const text = ASCII + TYPOGRAPHY + [...used].join("");
console.log(`Non-ASCII characters in the copy: ${[...used].sort().join(" ")}`);

mkdirSync(path.join(root, "app/fonts"), { recursive: true });
for (const { from, to, weight } of FAMILIES) {
  const source = readFileSync(path.join(root, from));
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: weight },
    keepFeatures: FEATURES,
  });
  writeFileSync(path.join(root, "app/fonts", to), subset);
  console.log(
    `${to}: ${(source.length / 1024).toFixed(1)} KiB → ${(subset.length / 1024).toFixed(1)} KiB`,
  );
}
