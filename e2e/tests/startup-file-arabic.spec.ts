import { mkdirSync } from "node:fs";
import path from "node:path";
import { startupIdNamed } from "./support/startup-file.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 18 "Done when": the startup file's tabs in Arabic, right to left, one screenshot per
 * tab (in the journey's output and in SCREENSHOTS_DIR when set), for a person to look at.
 * Staff open Nimbus Analytics, whose file shows every tab that has landed.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("the startup file's tabs read right to left in Arabic", async ({ asUser, baseURL }, testInfo) => {
  const nimbus = await startupIdNamed("Nimbus Analytics");
  const staff = await asUser("staff", { startAt: `/startup/${nimbus}/file/company` });
  await staff
    .context()
    .addCookies([{ name: "lang_pref", value: "ar", url: baseURL ?? "http://localhost:3100" }]);
  await staff.reload();
  await expect(staff.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(staff.locator("html")).toHaveAttribute("lang", "ar");

  const extra = process.env.SCREENSHOTS_DIR;
  if (extra) mkdirSync(extra, { recursive: true });
  const tabs = staff.getByRole("tablist").first().getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const name = new URL(staff.url()).pathname.split("/").at(-1) ?? String(index);
    await test.step(`tab ${name}`, async () => {
      // The tab's page has loaded: no skeleton or loader left in the main landmark.
      await expect(staff.getByRole("main").locator("[data-loading], .mantine-Loader-root")).toHaveCount(0);
      expect(await staff.getByRole("main").evaluate((e) => getComputedStyle(e).direction)).toBe("rtl");
      const file = `startup-file-ar-${String(index + 1).padStart(2, "0")}-${name}.png`;
      await staff.screenshot({ path: testInfo.outputPath(file), fullPage: true });
      if (extra) await staff.screenshot({ path: path.join(extra, file), fullPage: true });
    });
  }
});
