import { chromium } from "@playwright/test";
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const p of paths) {
  for (const [w, h] of [[1280, 800], [375, 740]]) {
    for (const scheme of ["light", "dark"]) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
      await ctx.addCookies([{ name: "cookieConsent", value: encodeURIComponent(JSON.stringify({required:true,performance:false,marketing:false,thirdParty:false})), url: base }]);
      const page = await ctx.newPage();
      await page.goto(base + p, { waitUntil: "networkidle" });
      const name = `${out}/${p.replace(/[\/?=&]/g, "_") || "home"}-${w}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
      await ctx.close();
    }
  }
}
await browser.close();
