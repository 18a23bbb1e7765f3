import localFont from "next/font/local";

export { GeistSans as sans } from "geist/font/sans";

// Fonts come from npm packages through next/font/local: the build has no internet to fetch them.
export const display = localFont({
  src: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
});
