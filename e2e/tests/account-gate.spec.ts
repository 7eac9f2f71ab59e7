import { linkIn, waitForMail } from "./support/mailbox.ts";
import { submitLogin } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

/** The seeded unconfirmed@demo.test signed up but never confirmed their e-mail (docs/demo-data.md). */
const EMAIL = email("unconfirmed");

test("an unconfirmed user is held at the gate until the e-mailed link confirms them", async ({ page }) => {
  const since = Date.now();

  await test.step("signing in shows the gate, not the app", async () => {
    await page.goto("/login");
    await submitLogin(page, EMAIL);
    await expect(page.getByText("You have not confirmed your email yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  });

  await test.step("resending says so for five seconds", async () => {
    await page
      .getByRole("button", { name: "Resend the confirmation e-mail" })
      .or(page.getByRole("link", { name: "Resend the confirmation e-mail" }))
      .click();
    const sent = page.getByText("Email sent, please check your email");
    await expect(sent).toBeVisible();
    await expect(sent).toBeHidden({ timeout: 8_000 });
  });

  await test.step("the e-mailed link confirms the address and opens the app", async () => {
    const link = linkIn(await waitForMail({ to: EMAIL, since }), /^\/validate\/.+/);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Your e-mail address is confirmed. Thank you!")).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Uma Unconfirmed");
    await expect(page.getByText("You have not confirmed your email yet")).toHaveCount(0);
  });
});
