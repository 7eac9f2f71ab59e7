import { endSession } from "./support/shell.ts";
import { submitLogin } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

test("a signed-in user on a path nobody knows sees the not-found page and finds the way home", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("mentor", { startAt: "/startup/st1/file/no-such-tab" });
  await expect(page.getByRole("heading", { level: 1, name: "Lost in the cosmos you are" })).toBeVisible();
  await expect(page.getByText("This link does not exist")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("unknown-path-signed-in.png") });

  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Margaret Hamilton");
});

test("a visitor opening a signed-in page signs in first and lands on it", async ({ page }) => {
  await page.goto("/resources/internal/r1?invitation=inv-1");
  await expect(page).toHaveURL(/\/login\?invitation=inv-1&returnTo=/);
  // Signing in is this journey's subject: through the form.
  await submitLogin(page, email("community"));
  try {
    await expect(page).toHaveURL(/\/resources\/internal\/r1\?invitation=inv-1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Resource" })).toBeVisible();
  } finally {
    await endSession(page);
  }
});
