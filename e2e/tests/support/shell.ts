import type { Locator, Page } from "@playwright/test";
import { endSessions } from "./api-sessions.ts";
import { expect, tenantApi } from "./test.ts";

/** The side menu (navigation landmark "Main menu"). */
export function sideMenu(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main menu" });
}

/** The top-level entries of the side menu, by their accessible names, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const entries = sideMenu(page).locator("[data-depth='0']");
  await expect(entries.first()).toBeVisible();
  return entries.evaluateAll((elements) =>
    elements.map((element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim()),
  );
}

/** The breadcrumbs of the top bar, as the user reads them. */
export function breadcrumbs(page: Page): Locator {
  return page.getByRole("navigation", { name: "You are here" });
}

/**
 * Ends the page's session on the server, as a log-out would: the demo tenants allow only a
 * few sessions per user, and later journeys of the same user must not meet the limit.
 */
export async function endSession(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem("accelerator-token")).catch(() => null);
  if (token) await endSessions(await tenantApi(), [token]);
}
