import { chromium } from "@playwright/test";
const [,, url] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 300)));
const r = await page.goto(url, { waitUntil: "networkidle" });
console.log(r.status(), r.headers()["content-security-policy"]?.slice(0, 200));
await browser.close();
