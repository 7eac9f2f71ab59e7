import type { Page } from "@playwright/test";
import { sideMenu } from "./support/shell.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 1280, height: 800 } });

async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  await page.getByRole("button", { name: menuLabel }).click();
  await page.getByRole("menuitem", { name: language }).click();
}

test("in Arabic the shell reads right to left, with the menu on the right", async ({ asUser }, testInfo) => {
  const page = await asUser("admin");
  await chooseLanguage(page, "Language", "العربية");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const menu = page.getByRole("navigation", { name: "القائمة الرئيسية" });
  await expect(menu.getByRole("link", { name: "الفعاليات" })).toBeVisible();
  await page.goto("/setup/tags/event");
  await expect(page.getByRole("navigation", { name: "أنت هنا" })).toContainText("وسوم الفعاليات");
  await expect(page.getByRole("heading", { level: 1, name: "وسوم الفعاليات" })).toBeVisible();

  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  // The menu hugs the right edge of the window; the page is to its left.
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(1280);
  const title = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect((title?.x ?? 0) + (title?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0);
  await page.screenshot({ path: testInfo.outputPath("shell-ar.png") });

  await test.step("collapsed, the rail stays on the right", async () => {
    await page.getByRole("button", { name: "إخفاء القائمة" }).click();
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(72);
    await expect.poll(async () => Math.round((await menu.boundingBox())?.x ?? 0)).toBe(1280 - 72);
    await page.screenshot({ path: testInfo.outputPath("shell-ar-rail.png") });
  });

  await test.step("the choice is kept across visits", async () => {
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await chooseLanguage(page, "اللغة", "English");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(sideMenu(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("shell-en.png") });
  });
});

test("after sign-in the user's saved language applies, unless this browser chose another", async ({
  asUser,
  request,
}) => {
  const page = await asUser("expert");
  const token = await page.evaluate(() => localStorage.getItem("accelerator-token"));
  const saveLanguage = async (language: string) => {
    const answer = await request.put("/user", {
      headers: { authorization: `Bearer ${token}` },
      data: { language },
    });
    expect(answer.status()).toBe(200);
  };

  await saveLanguage("fr");
  try {
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await chooseLanguage(page, "Langue", "Deutsch");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeVisible();
  } finally {
    await saveLanguage("en");
  }
});
