import { DEMO_ACCOUNTS } from "./support/demo-accounts.ts";
import { logOut, submitLogin } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

test.describe("every demo role signs in and lands on its start page", () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.local} → ${account.home}`, async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL(/\/login$/);

      await submitLogin(page, account.email);

      await expect(page).toHaveURL(new RegExp(`${account.home}$`));
      await expect(page.getByRole("button", { name: "Account menu" })).toContainText(account.name);
      const summary = page.getByRole("region", { name: "Signed in as" });
      await expect(summary).toContainText(account.name);
      await expect(summary).toContainText(account.email);
      await expect(summary).toContainText("Demo Accelerator");
      if (account.email.startsWith("founder@")) await expect(summary).toContainText("Nimbus Analytics");

      await logOut(page);
      await page.goto(account.home);
      await expect(page).toHaveURL(/\/login\?returnTo=/);
    });
  }
});
