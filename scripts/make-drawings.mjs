// Rasterises our drawings (public/images/*.svg, the sources) to WebP at the widths the pages ask
// for (DRAWING_WIDTHS in lib/images/drawing-sources.ts), beside each SVG as `<name>-<width>.webp`.
// Why: an SVG `<img>` is a document of its own, parsed, styled and laid out on the page's main
// thread; a WebP is decoded off it (issue 27). The SVGs stay the source and are still linked where
// a drawing is named by URL (structured data). The outputs are committed; run
// `node scripts/make-drawings.mjs` after adding or changing a drawing (a unit test checks that
// every drawing has its copies). sharp comes with Next (its image optimiser).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dir = path.join(root, "public/images");
const widths = JSON.parse(
  /DRAWING_WIDTHS = (\[[\d, ]+\])/.exec(
    readFileSync(path.join(root, "lib/images/drawing-sources.ts"), "utf8"),
  )[1],
);

for (const file of readdirSync(dir).filter((name) => name.endsWith(".svg"))) {
  const svg = readFileSync(path.join(dir, file));
  const { width: drawn } = await sharp(svg).metadata();
  for (const width of widths) {
    // Rendered at the target width (density scales the SVG's own size), not scaled from a bitmap.
    await sharp(svg, { density: Math.ceil((72 * width) / drawn) })
      .resize({ width })
      // Flat colours and gradients: quality 82 keeps edges clean at about 1 byte a pixel or less.
      .webp({ quality: 82, effort: 6 })
      .toFile(path.join(dir, `${file.slice(0, -4)}-${width}.webp`));
  }
  console.log(`${file}: ${widths.map((w) => `${w} px`).join(", ")}`);
}
