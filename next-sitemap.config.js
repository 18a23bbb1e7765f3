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
  // Public pages rendered per request, which the build's list of prerendered pages leaves out:
  // /contact reads its `?type=` variant on the server (issue 23); /packs the owner's prices.
  additionalPaths: async (config) => [
    await config.transform(config, "/contact"),
    await config.transform(config, "/packs"),
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
