import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.2 AA and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** axe's findings on the page (or inside `include`), one readable line each: `[]` is a pass. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Violations only: collecting every passing node too costs a third of each scan's time.
  // Legacy mode: axe runs in the page itself. The default opens a blank page to merge results
  // and injects axe (580 kB) into it a second time: 2-3× the time of a scan on two busy cores,
  // for frames from other origins, which these pages do not have.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
