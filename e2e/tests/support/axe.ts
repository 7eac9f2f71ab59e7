import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The impacts a screen may not have (issue 12: every main screen at 0 serious, 0 critical). */
const BLOCKING = new Set(["serious", "critical"]);

export type A11yViolation = { id: string; impact: string; targets: string[]; summary: string };

/**
 * axe-core on the page as it is now: its serious and critical violations. The WCAG 2.0 and
 * 2.1 A and AA rules, and label-content-name-mismatch (WCAG 2.5.3, "label in name"), which
 * axe counts as experimental and leaves out unless asked.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // options() replaces what the builder holds: first the rule, then the tags. Legacy mode:
  // one axe.run in the page (the app has no cross-origin frames), instead of a partial run
  // per frame and a blank page to merge them, which loaded axe-core three times per check.
  // A dialog fading in is measured half transparent (a badge over the dimmed page read 3:1):
  // let the finite animations and transitions end first.
  // Two frames first: a transition that React has just asked for (Mantine's menus enter on
  // the next frame) is not in getAnimations() until it starts (the account menu's e-mail read
  // 3.95:1 mid-fade twice).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        id: violation.id,
        impact: violation.impact ?? "",
        targets: node.target.map(String),
        summary: node.failureSummary ?? violation.help,
      })),
    );
}

/** One line per failing element: rule, impact, selector and axe's summary of what to fix. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}) at ${v.targets.join(" ")}: ${v.summary.replace(/\s+/g, " ")}`)
    .join("\n");
}

/** Fails when axe finds a serious or critical violation on the page; names each one. */
export async function expectNoSeriousA11yViolations(page: Page, screen = page.url()): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `accessibility of ${screen}:\n${describeViolations(violations)}`).toEqual([]);
}
