import { DEMO_PASSWORD } from "./support/demo-accounts.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { signInThroughForm, submitLogin } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

/** A demo account of its own: the other journeys sign in with founder@ for the Cofounder role. */
const EMAIL = email("cofounder2");
const NEW_PASSWORD = "Orbiting-Lantern-42";

test("a forgotten password is reset through the e-mailed link", async ({ page, request }) => {
  const since = Date.now();

  await test.step("the user asks for a link", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status")).toContainText(`If an account uses ${EMAIL}`);
  });

  const link = await test.step("the e-mail arrives with the link", async () => {
    const mail = await waitForMail({ to: EMAIL, since });
    return linkIn(mail, /^\/reset\/.+/);
  });

  await test.step("the user chooses a new password", async () => {
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("textbox", { name: "Confirm the new password" }).fill("something else");
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();

    await page.getByRole("textbox", { name: "Confirm the new password" }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toHaveText(
      "Your password has been changed. Log in with your new password.",
    );
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");

    await signInThroughForm(page, EMAIL, NEW_PASSWORD);
    await expect(page.getByRole("button", { name: "Account menu" })).toContainText("Tim Berners");
  });

  await test.step("the link cannot be used twice", async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("Another-Lantern-43");
    await page.getByRole("textbox", { name: "Confirm the new password" }).fill("Another-Lantern-43");
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used.");
  });

  await test.step("the demo password is put back for the next runs", async () => {
    const again = Date.now();
    await request.post("/api/users/sendresetpassword", { data: { email: EMAIL } });
    const restore = linkIn(await waitForMail({ to: EMAIL, since: again }), /^\/reset\/.+/);
    const token = decodeURIComponent(restore.pathname.split("/").at(-1) ?? "");
    const answer = await request.post("/api/users/resetpassword", {
      data: { token, newPassword: DEMO_PASSWORD },
    });
    expect(answer.status()).toBe(200);
  });
});
