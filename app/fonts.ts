import localFont from "next/font/local";

export { GeistSans as sans } from "geist/font/sans";

// Fonts come from npm packages: the build has no internet for next/font/google.
export const display = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
});
