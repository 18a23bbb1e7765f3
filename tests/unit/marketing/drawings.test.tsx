/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderToStaticMarkup } from "react-dom/server";
import { Drawing } from "@/components/marketing/drawing";
import { AssetImage } from "@/components/marketing/asset-image";
import { ProductImage } from "@/components/store/product-image";
import { images } from "@/content/images";
import { DRAWING_WIDTHS, drawingName, drawingSources } from "@/lib/images/drawing-sources";

const dir = path.resolve(__dirname, "../../../public/images");
const drawings = readdirSync(dir).filter((file) => file.endsWith(".svg"));

test("a drawing is named by its SVG's path; other pictures are not drawings", () => {
  expect(drawingName("/images/hero-lounge.svg")).toBe("hero-lounge");
  expect(drawingName("/images/hero-lounge-800.webp")).toBeNull();
  expect(drawingName("https://shop.example/images/tee.svg")).toBeNull();
  expect(drawingSources("hero-lounge")).toEqual({
    src: "/images/hero-lounge-800.webp",
    srcSet:
      "/images/hero-lounge-480.webp 480w, /images/hero-lounge-800.webp 800w, /images/hero-lounge-1200.webp 1200w",
  });
});

test.each(drawings)("%s has a WebP at each width, in its own proportions", async (file) => {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(readFileSync(path.join(dir, file), "utf8"));
  const [w, h] = [Number(viewBox![1]), Number(viewBox![2])];
  for (const width of DRAWING_WIDTHS) {
    const copy = await sharp(path.join(dir, `${file.slice(0, -4)}-${width}.webp`)).metadata();
    expect(copy.format).toBe("webp");
    expect(copy.width).toBe(width);
    expect(Math.abs(copy.height! - (width * h) / w)).toBeLessThanOrEqual(1);
  }
});

test("every illustration the pages name is one of the drawings", () => {
  for (const image of Object.values(images)) expect(drawings).toContain(path.basename(image.src));
});

test("a drawing loads lazily from its WebPs, unless it is the picture the page opens with", () => {
  const lazy = renderToStaticMarkup(<AssetImage image={images.visionSkyline} />);
  expect(lazy).toContain('loading="lazy"');
  expect(lazy).toContain('src="/images/vision-skyline-800.webp"');
  expect(lazy).toContain('srcSet="/images/vision-skyline-480.webp 480w,');
  expect(lazy).toContain('sizes="(min-width: 1024px) 50vw, 100vw"');
  expect(lazy).not.toContain(".svg");
  const first = renderToStaticMarkup(
    <Drawing
      name="hero-lounge"
      alt="The lounge"
      width={1600}
      height={1000}
      sizes="100vw"
      priority
    />,
  );
  expect(first).toContain('fetchPriority="high"');
  expect(first).not.toContain("loading=");
  expect(first).toContain('sizes="100vw"');
});

test("a product picture of ours is a drawing; a hosted store's is not", () => {
  const tee = "/images/store-tee.svg";
  const ours = renderToStaticMarkup(
    <ProductImage src={tee} alt="Lotus Crew Tee" sizes="100vw" preload />,
  );
  expect(ours).toContain('src="/images/store-tee-800.webp"');
  expect(ours).toContain('alt="Lotus Crew Tee"');
  expect(ours).toContain('fetchPriority="high"');
  const thumb = renderToStaticMarkup(<ProductImage src={tee} alt="" sizes="6rem" />);
  expect(thumb).toContain('alt=""');
  const hosted = renderToStaticMarkup(
    <ProductImage src="https://shop.example/tee.png" alt="Tee" sizes="100vw" />,
  );
  expect(hosted).toContain('src="https://shop.example/tee.png"');
});
