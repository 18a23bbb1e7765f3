/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (another checkout, a helper) run without
  // clobbering the first; the default stays `.next`.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite"],
  images: { formats: ["image/avif", "image/webp"] },
};

export default nextConfig;
