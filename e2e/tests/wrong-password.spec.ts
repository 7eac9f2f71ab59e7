import { submitLogin } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

test("a wrong password shows the error and stays on the login page", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fevents$/);

  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("E-mail is a required field")).toBeVisible();
  await expect(page.getByText("Password is a required field")).toBeVisible();

  await submitLogin(page, email("founder"), "not-the-password");

  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fevents$/);
  expect(await page.evaluate(() => window.localStorage.getItem("accelerator-token"))).toBeNull();
});
