import { expect, test } from "./support/test.ts";

/** spec-1 §9: the browser-support gate, judged from the user agent the browser sends. */
const TITLE = "Browser not supported!";
const TEXT =
  "Please try opening the application using the latest version of Chrome, FireFox, Safari or Edge.";

const OLD_BROWSERS = {
  "Chrome 90":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.212 Safari/537.36",
  "Internet Explorer 11": "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko",
};
const CURRENT_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

for (const [name, userAgent] of Object.entries(OLD_BROWSERS)) {
  test(`${name} is told its browser is not supported`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText(TEXT)).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("unsupported.png"), fullPage: true });
    await context.close();
  });
}

test("a current browser goes straight to the app", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CURRENT_CHROME });
  const page = await context.newPage();

  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await context.close();
});

test("an old browser reads the message in the language chosen", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: OLD_BROWSERS["Chrome 90"] });
  await context.addCookies([{ name: "lang_pref", value: "fr", url: baseURL ?? "" }]);
  const page = await context.newPage();

  await page.goto("/login");
  await expect(
    page.getByRole("heading", { level: 1, name: "Navigateur non pris en charge !" }),
  ).toBeVisible();
  await context.close();
});
