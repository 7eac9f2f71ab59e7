import type { Page } from "@playwright/test";
import { sideMenu } from "./support/shell.ts";
import { expect, test } from "./support/test.ts";

const STORAGE_KEY = "launchpad-is-menu-collapsed";

/** The side menu's box on screen: its width says open (264 px) or rail (72 px); off screen when hidden. */
async function menuBox(page: Page) {
  const box = await sideMenu(page).boundingBox();
  if (!box) throw new Error("The side menu has no box");
  return box;
}

async function expectMenuWidth(page: Page, width: number) {
  await expect.poll(async () => Math.round((await menuBox(page)).width)).toBe(width);
}

async function expectMenuOffScreen(page: Page) {
  await expect
    .poll(async () => Math.round((await menuBox(page)).x + (await menuBox(page)).width))
    .toBeLessThanOrEqual(0);
}

test("at 1200 px the menu is open, collapses to a rail on demand, remembers it, and follows the 1000 px breakpoint", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("subadmin", { viewport: { width: 1200, height: 800 } });
  await expectMenuWidth(page, 264);
  await expect(sideMenu(page).getByText("Startup Portfolio", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Hide the menu" }).click();
  await expectMenuWidth(page, 72);
  await expect(sideMenu(page).getByText("Startup Portfolio", { exact: true })).toBeHidden();
  await expect(sideMenu(page).getByRole("link", { name: "Startup Portfolio", exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("closed");
  await sideMenu(page).getByRole("link", { name: "Startup Portfolio", exact: true }).hover();
  await expect(page.getByRole("tooltip", { name: "Startup Portfolio", exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("rail-1200.png") });

  await page.reload();
  await expectMenuWidth(page, 72);

  await page.getByRole("button", { name: "Show the menu" }).click();
  await expectMenuWidth(page, 264);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe("open");

  await page.setViewportSize({ width: 800, height: 800 });
  await expectMenuWidth(page, 72);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expectMenuWidth(page, 264);
});

test("at 800 px the menu starts as a rail and opens beside the page", async ({ asUser }, testInfo) => {
  const page = await asUser("subadmin", { viewport: { width: 800, height: 800 } });
  await expectMenuWidth(page, 72);
  await page.screenshot({ path: testInfo.outputPath("rail-800.png") });

  // A submenu in the rail opens the menu to show its entries.
  await sideMenu(page).getByRole("button", { name: "Setup" }).click();
  await expectMenuWidth(page, 264);
  await sideMenu(page).getByRole("link", { name: "Funnels" }).click();
  await expect(page).toHaveURL(/\/setup\/funnels$/);
  await expectMenuWidth(page, 264);
  await page.screenshot({ path: testInfo.outputPath("open-800.png") });
});

test("at 500 px the menu is hidden, opens over the page, and closes after each navigation", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("founder", { viewport: { width: 500, height: 800 } });
  await expectMenuOffScreen(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Demo Accelerator" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("hidden-500.png") });

  await openMenu(page);
  await page.screenshot({ path: testInfo.outputPath("open-500.png") });
  await sideMenu(page).getByRole("link", { name: "Tasks" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expectMenuOffScreen(page);

  await openMenu(page);
  await sideMenu(page).getByRole("button", { name: "Hide the menu" }).click();
  await expectMenuOffScreen(page);
});

/**
 * Opens the hidden menu with the top bar's button. On a loaded CI machine a click landing
 * while the signed-in area mounts its shell was lost once (the menu stayed at -500 px): as a
 * user would, it clicks again when the menu has not moved a second later.
 */
async function openMenu(page: Page) {
  await expect(async () => {
    if (Math.round((await menuBox(page)).x) < 0)
      await page.getByRole("button", { name: "Show the menu" }).click();
    await expect.poll(async () => Math.round((await menuBox(page)).x), { timeout: 1500 }).toBe(0);
  }).toPass({ timeout: 15_000, intervals: [1000] });
}
