import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/**
 * The login form, for the journeys about signing in (sign-in-each-role, wrong-password,
 * password-reset, account-gate, session-takeover, other-tab-sign-out, the visitor of
 * shell-unknown-path, reactivation in admin-user-management). Every other journey starts
 * from the worker's stored session: `asUser` in test.ts.
 */

/** Fills the login form and submits it, as a user would. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** From the login page to the signed-in start page, through the form. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  // The start page (/events, or /applications-manager for applicants) with the shell around it.
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** Logs out through the account dropdown of the top bar. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}
