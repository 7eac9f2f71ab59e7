import { endSessions, fillSessionsUpToTheLimit } from "./support/sessions.ts";
import { logOut, submitLogin } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

/**
 * An account no other journey leaves signed in: the takeover must end device A's session,
 * which is only the oldest if no earlier journey left one open. Device A starts from the
 * worker's stored session; device B meets the takeover through the login form.
 */
const EMAIL = email("evaluator");
const NAME = "Eva Lu";

test("at the session limit a new device takes over, and the oldest one is signed out at once", async ({
  asUser,
  browser,
  request,
}, testInfo) => {
  const deviceB = await browser.newContext();
  const pageB = await deviceB.newPage();
  let otherDevices: string[] = [];

  try {
    const pageA = await test.step("device A signs in first, then other devices fill the limit", async () => {
      const page = await asUser("evaluator");
      await expect(page).toHaveURL(/\/events$/);
      otherDevices = await fillSessionsUpToTheLimit(request, EMAIL);
      expect(otherDevices.length).toBeGreaterThan(0);
      // Only a page that never reloads keeps this mark.
      await page.evaluate(() => Object.assign(window, { journeyMark: "still-here" }));
      return page;
    });

    await test.step("device B signs in and is offered the takeover", async () => {
      await pageB.goto("/login");
      await submitLogin(pageB, EMAIL);
      await expect(
        pageB.getByRole("heading", { level: 1, name: "Maximum number of sessions reached" }),
      ).toBeVisible();
      await expect(pageB.getByRole("button", { name: "Cancel" })).toBeVisible();
      await pageB.screenshot({ path: testInfo.outputPath("takeover.png"), fullPage: true });
    });

    await test.step("Continue lets device B in", async () => {
      await pageB.getByRole("button", { name: "Continue" }).click();
      await expect(pageB).toHaveURL(/\/events$/);
      await expect(pageB.getByRole("button", { name: "Account menu" })).toContainText(NAME);
    });

    await test.step("device A, the oldest session, is sent to the login page without a reload", async () => {
      await expect(pageA).toHaveURL(/\/login\?returnTo=%2Fevents$/, { timeout: 40_000 });
      await expect(pageA.getByRole("button", { name: "Log in" })).toBeVisible();
      expect(await pageA.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe(
        "still-here",
      );
      expect(await pageA.evaluate(() => window.localStorage.getItem("accelerator-token"))).toBeNull();
    });

    await test.step("device B stays signed in, until it logs out", async () => {
      await pageB.reload();
      await expect(pageB.getByRole("button", { name: "Account menu" })).toContainText(NAME);
      await logOut(pageB);
    });
  } finally {
    // Later journeys of this user must start below the limit, whatever happened here.
    await endSessions(request, otherDevices);
    await deviceB.close();
  }
});
