import { DEMO_ACCOUNTS } from "./support/demo-accounts.ts";
import { logOut, submitLogin } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

/**
 * Every demo role signs in through the form and lands on its start page, one after the
 * other in one browser (as on a shared computer): a fresh browser per role started the app
 * twelve times over for the same check. Two journeys, so that the two workers share them.
 */
const HALF = Math.ceil(DEMO_ACCOUNTS.length / 2);
const groups = [DEMO_ACCOUNTS.slice(0, HALF), DEMO_ACCOUNTS.slice(HALF)];

for (const accounts of groups) {
  test(`every demo role signs in and lands on its start page: ${accounts.map((a) => a.local).join(", ")}`, async ({
    page,
  }) => {
    for (const account of accounts) {
      await test.step(`${account.local} → ${account.home}`, async () => {
        await page.goto("/");
        await expect(page).toHaveURL(/\/login$/);

        await submitLogin(page, account.email);

        await expect(page).toHaveURL(new RegExp(`${account.home}$`));
        await expect(page.getByRole("button", { name: "Account menu" })).toContainText(account.name);
        // Applicants land on their applications (the demo applicant has a draft: issue 17);
        // the others land on /events (issue 15).
        if (account.home !== "/events") {
          await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
          await expect(page.getByTestId("my-application").first()).toBeVisible();
        }

        await logOut(page);
        await page.goto(account.home);
        await expect(page).toHaveURL(/\/login\?returnTo=/);
      });
    }
  });
}
