// Writes the lucide icons (ISC) the pages draw as CSS masks to public/icons/ui/NAME.svg, then
// every mask drawing (those, the contact icons, the compass and the club's mark) into one
// sprite, public/icons/sprite.svg, with a <view> per drawing, and prints the CSS rules for
// app/globals.css (`.icon-NAME`, masked by `sprite.svg#NAME`). A masked <span> carries a class
// name; a lucide component carries its path data twice (the HTML, and the RSC payload or props).
// One sprite because Chromium builds a document for each SVG image a page uses: a dozen masks
// were a dozen documents on every page (docs/performance.md, issue 27).
// The outputs are committed; run `node scripts/make-icon-masks.mjs` after changing the list.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Class name (icon-NAME) → lucide's icon file name. */
const ICONS = [
  "arrow-left",
  "arrow-right",
  "building-complex",
  "calendar-check",
  "calendar-days",
  "car",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "coffee",
  "concierge-bell",
  "cookie",
  "info",
  "log-in",
  "menu",
  "message-circle",
  "mic",
  "minus",
  "moon",
  "plus",
  "presentation",
  "quote",
  "shield-check",
  "shopping-bag",
  "sofa",
  "sun",
  "train-front",
  "utensils-crossed",
  "wifi",
];

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "public/icons/ui");
mkdirSync(out, { recursive: true });

const attrs = (props) =>
  Object.entries(props)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join("");

for (const name of ICONS) {
  const { __iconData } = await import(
    path.join(root, `node_modules/lucide-react/dist/esm/icons/${name}.mjs`)
  );
  const body = __iconData.node.map(([tag, props]) => `<${tag}${attrs(props)}/>`).join("");
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000"' +
    ` stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;
  writeFileSync(path.join(out, `${name}.svg`), svg);
}

/** The drawings in the sprite: each file's name (without .svg) is its view's id. */
const SPRITE_SOURCES = [
  ...ICONS.map((name) => `ui/${name}.svg`),
  ...readdirSync(path.join(root, "public/icons/contact")).map((file) => `contact/${file}`),
  "compass.svg",
  "lotus-mark.svg",
  // The testimonials' rating: tiled along a row by components/marketing/stars.module.css.
  "rating/star-outline.svg",
  "rating/star-filled.svg",
];
const GAP = 8; // between drawings, so a view never shows a neighbour's stroke

let y = 0;
let width = 0;
const views = [];
const drawings = [];
for (const source of SPRITE_SOURCES) {
  const svg = readFileSync(path.join(root, "public/icons", source), "utf8").trim();
  const [, rootAttrs, inner] = svg.match(/^<svg([^>]*)>([\s\S]*)<\/svg>$/);
  const [, , , w, h] = rootAttrs.match(/viewBox="(\S+) (\S+) (\S+) (\S+)"/).map(Number);
  const own = rootAttrs.replace(/\s*xmlns="[^"]*"/, "");
  const id = path.basename(source, ".svg");
  views.push(`<view id="${id}" viewBox="0 ${y} ${w} ${h}"/>`);
  drawings.push(`<svg y="${y}" width="${w}" height="${h}"${own}>${inner}</svg>`);
  console.log(`  .icon-${id} {\n    --icon: url("/icons/sprite.svg#${id}");\n  }`);
  y += h + GAP;
  width = Math.max(width, w);
}
writeFileSync(
  path.join(root, "public/icons/sprite.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${y}">${views.join("")}${drawings.join("")}</svg>\n`,
);
