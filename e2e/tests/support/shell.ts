import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { endSessions, TOKEN_KEY } from "./sessions.ts";
import { tenantApi } from "./tenant.ts";

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
 * Ends a session a journey opened through the login form, as a log-out would, should the
 * journey stop before its own log-out: the demo tenants allow only a few sessions per user.
 * (Sessions from `asUser` belong to the worker: leave them open.)
 */
export async function endSession(page: Page): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY).catch(() => null);
  if (token) await endSessions(await tenantApi(), [token]);
}
