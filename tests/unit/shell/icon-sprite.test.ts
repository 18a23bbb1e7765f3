import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const css = readFileSync(path.join(root, "app/globals.css"), "utf8");
const sprite = readFileSync(path.join(root, "public/icons/sprite.svg"), "utf8");

test("every masked icon is a view of the one sprite, and the sprite has each view", () => {
  // One SVG file for every mask: Chromium builds a document for each SVG image (issue 27).
  const svgUrls = [...css.matchAll(/url\("([^"]+\.svg[^"]*)"\)/g)].map((m) => String(m[1]));
  expect(svgUrls.length).toBeGreaterThan(30);
  const views = new Set([...sprite.matchAll(/<view id="([^"]+)"/g)].map((m) => String(m[1])));
  for (const url of svgUrls) {
    expect(url).toMatch(/^\/icons\/sprite\.svg#[a-z-]+$/);
    expect(views).toContain(url.split("#")[1]);
  }
});

test("each view frames its own drawing: same size, no overlap with its neighbours", () => {
  const drawings = [...sprite.matchAll(/<svg y="(\d+)" width="(\d+)" height="(\d+)"/g)].map(
    ([, y, w, h]) => ({ y: Number(y), w: Number(w), h: Number(h) }),
  );
  const views = [...sprite.matchAll(/<view id="[^"]+" viewBox="0 (\d+) (\d+) (\d+)"/g)].map(
    ([, y, w, h]) => ({ y: Number(y), w: Number(w), h: Number(h) }),
  );
  expect(views).toEqual(drawings);
  views.slice(1).forEach((view, i) => {
    const previous = views[i]!;
    expect(view.y).toBeGreaterThan(previous.y + previous.h);
  });
});
