/**
 * Our drawings are kept as SVG (`public/images/*.svg`, the source) and served as WebP at a few
 * widths (`scripts/make-drawings.mjs` writes `<name>-<width>.webp` beside each). An SVG `<img>`
 * is a document of its own, which Chromium parses, styles and lays out on the main thread
 * (62 ms for the home page's hero on this machine, before any scaling); a WebP decodes off it.
 */
export const DRAWING_WIDTHS = [480, 800, 1200] as const;

/** The width `src` names: 800 px covers a phone's full width at its pixel ratio. */
const DEFAULT_WIDTH = 800;

/** `hero-lounge` for `/images/hero-lounge.svg`; `null` for any other picture (a hosted store's). */
export function drawingName(src: string): string | null {
  return /^\/images\/([a-z0-9-]+)\.svg$/.exec(src)?.[1] ?? null;
}

/** The `src` and `srcSet` of a drawing's rasterised copies. */
export function drawingSources(name: string): { src: string; srcSet: string } {
  const at = (width: number) => `/images/${name}-${width}.webp`;
  return {
    src: at(DEFAULT_WIDTH),
    srcSet: DRAWING_WIDTHS.map((width) => `${at(width)} ${width}w`).join(", "),
  };
}
