import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

/** spec-1 §2 and §6: the documentation search of the top bar, filtered by the reader's role. */
const STAFF_PAGE = "Organisation settings for programme staff";
const EVERYONE_PAGE = "Your organisation's address and branding";

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Search documentation" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the documentation" });
  await expect(dialog.getByText("Pages for you")).toBeVisible();
  return dialog;
}

test("a coach searches a word, opens the page it finds, and reads it", async ({ asUser }, testInfo) => {
  const page = await asUser("coach");
  const dialog = await openSearch(page);

  await dialog.getByRole("searchbox").fill("forgotten password");
  await dialog.getByRole("link", { name: /Forgotten password/ }).click();

  await expect(page).toHaveURL(/\/docs\/forgotten-password$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten password" })).toBeVisible();
  await expect(page.getByText("It is valid for one hour and works once.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("doc-page.png"), fullPage: true });

  await page.getByRole("link", { name: "Sessions and signing out" }).click();
  await expect(page).toHaveURL(/\/docs\/sessions-and-signing-out$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sessions and signing out" })).toBeVisible();
});

test("nonsense finds nothing, and says so with the two texts", async ({ asUser }, testInfo) => {
  const page = await asUser("founder");
  const dialog = await openSearch(page);

  await dialog.getByRole("searchbox").fill("zzqxv");
  await expect(dialog.getByText("We found no result for your query.")).toBeVisible();
  await expect(dialog.getByText('No results for "zzqxv"')).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("no-result.png") });
});

test("a founder does not see the pages written for programme staff; an admin does", async ({ asUser }) => {
  const founder = await asUser("founder");
  let dialog = await openSearch(founder);
  await expect(dialog.getByRole("link", { name: new RegExp(EVERYONE_PAGE) })).toBeVisible();
  await expect(dialog.getByRole("link", { name: new RegExp(STAFF_PAGE) })).toHaveCount(0);
  await dialog.getByRole("searchbox").fill("branding");
  await expect(dialog.getByRole("link", { name: new RegExp(EVERYONE_PAGE) })).toBeVisible();
  await expect(dialog.getByRole("link", { name: new RegExp(STAFF_PAGE) })).toHaveCount(0);

  const admin = await asUser("admin");
  dialog = await openSearch(admin);
  await dialog.getByRole("searchbox").fill("branding");
  await expect(dialog.getByRole("link", { name: new RegExp(STAFF_PAGE) })).toBeVisible();
});

test("the search opens with the keyboard and reads right to left in Arabic", async ({
  asUser,
  baseURL,
}, testInfo) => {
  const page = await asUser("staff");
  await page.context().addCookies([{ name: "lang_pref", value: "ar", url: baseURL ?? "" }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "البحث في الدليل" })).toBeVisible();

  await page.keyboard.press("Control+K");
  const dialog = page.getByRole("dialog", { name: "البحث في دليل الاستخدام" });
  await expect(dialog.getByText("صفحات لك")).toBeVisible();
  await dialog.getByRole("searchbox").fill("zzqxv");
  await expect(dialog.getByText("لم نجد أي نتيجة لبحثك.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("search-ar.png") });
});

test("an unknown documentation page shows the 404 page with Go Back", async ({ asUser }) => {
  const page = await asUser("mentor", { startAt: "/docs/no-such-page" });

  await expect(
    page.getByRole("heading", { level: 1, name: "Oops. The page you're looking for doesn't exist" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/events$/);
});
