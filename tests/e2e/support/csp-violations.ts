import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation a page reports, from the console and from
 * `securitypolicyviolation` events, from the next navigation on. Call the returned function to
 * read them.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? []),
  ];
}
