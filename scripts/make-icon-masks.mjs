// Writes the lucide icons (ISC) the pages draw as CSS masks to public/icons/ui/NAME.svg, and
// prints the CSS rules for app/globals.css (`.icon-NAME`). A masked <span> carries a class
// name; a lucide component carries its path data twice (the HTML, and the RSC payload or props).
// The outputs are committed; run `node scripts/make-icon-masks.mjs` after changing the list.
import { mkdirSync, writeFileSync } from "node:fs";
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
  console.log(`  .icon-${name} {\n    --icon: url("/icons/ui/${name}.svg");\n  }`);
}
