/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/$/, ""),
  generateRobotsTxt: true,
  outDir: "public",
  sourceDir: process.env.NEXT_DIST_DIR || ".next",
  // Private and transactional pages are not for search engines.
  exclude: [
    "/dashboard",
    "/staff",
    "/staff/*",
    "/auth/*",
    "/checkout",
    "/success",
    "/signup",
    "/tours/*",
    "/api/*",
    "/icon*",
    "/opengraph-image*",
  ],
  robotsTxtOptions: {
    policies: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/dashboard", "/checkout", "/success", "/tours/"],
      },
    ],
  },
};
