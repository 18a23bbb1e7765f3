// Renders the club's icons from one drawing (scripts/assets/lotus-icon.svg, the header's lotus
// mark on the accent green): app/favicon.ico, app/apple-icon.png and the web manifest's PNGs in
// public/icons/. No SVG favicon: Chromium builds a document for it on every page load, 0.4-1.5 s
// of a page's main thread in issue 27's trace; the .ico holds the same drawing at 16, 32, 48 px.
// The outputs are committed; run `node scripts/make-icons.mjs` after changing the drawing.
// sharp comes with Next (its image optimiser).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const source = path.join(root, "scripts/assets/lotus-icon.svg");
const svg = readFileSync(source);
const GREEN = "#1a6444";

/** The drawing at `size` px; `inset` shrinks it onto a full green square (iOS and maskable icons crop). */
async function png(size, inset = 0) {
  const inner = Math.round(size * (1 - 2 * inset));
  const drawing = await sharp(svg, { density: 72 * (inner / 32) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  if (!inset) return drawing;
  return sharp({ create: { width: size, height: size, channels: 4, background: GREEN } })
    .composite([{ input: drawing, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (every browser since IE Vista reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const out = (file) => path.join(root, file);
mkdirSync(out("public/icons"), { recursive: true });
const favicon = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await png(size) })),
);
writeFileSync(out("app/favicon.ico"), ico(favicon));
// A full square: iOS rounds the corners itself.
writeFileSync(out("app/apple-icon.png"), await png(180, 0.08));
writeFileSync(out("public/icons/icon-192.png"), await png(192));
writeFileSync(out("public/icons/icon-512.png"), await png(512));
// Maskable: the drawing inside the central 80% safe zone.
writeFileSync(out("public/icons/maskable-512.png"), await png(512, 0.12));
console.log("Icons written: app/favicon.ico, app/apple-icon.png, public/icons/*.png");
