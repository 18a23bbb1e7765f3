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

export const display = localFont({
  src: "./fonts/fraunces.woff2",
  variable: "--font-fraunces",
  weight: "400 700",
  display: "swap",
  adjustFontFallback: "Times New Roman",
});
