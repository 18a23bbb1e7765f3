import localFont from "next/font/local";

// Subsets of the npm packages' variable fonts (geist, @fontsource-variable/fraunces), made by
// scripts/subset-fonts.mjs: the build has no internet, and the full files weigh 105 KiB. Each
// fallback (a local font resized to the web font's metrics by next/font) keeps the swap still.
export const sans = localFont({
  src: "./fonts/geist-sans.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
  adjustFontFallback: "Arial",
});

/** The headings' face, at the one weight they use: preloaded on every page. */
export const display = localFont({
  src: "./fonts/fraunces-semibold.woff2",
  variable: "--font-fraunces",
  weight: "600",
  display: "swap",
  adjustFontFallback: "Times New Roman",
});

/**
 * The same face at 400, for the founder's quote on /about only: not preloaded, so the one page
 * that sets text in it is the only one that downloads it.
 */
export const displayRegular = localFont({
  src: "./fonts/fraunces-regular.woff2",
  variable: "--font-fraunces-regular",
  weight: "400",
  display: "swap",
  preload: false,
  adjustFontFallback: "Times New Roman",
});
