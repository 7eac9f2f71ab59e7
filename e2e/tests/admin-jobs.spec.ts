import { waitForMail } from "./support/mailbox.ts";
import { email, expect, tenantApi, test } from "./support/test.ts";

/** An admin sees the e-mail an action caused as a delivered job under Settings › Jobs. */
test("an admin sees a sent e-mail's delivery on the jobs screen", async ({ asUser }) => {
  const since = Date.now();
  const to = email("applicant");
  const api = await tenantApi();
  const asked = await api.post("/api/users/sendresetpassword", { data: { email: to } });
  expect(asked.ok()).toBe(true);
  await waitForMail({ to, since });

  const page = await asUser("admin");
  await page.goto("/admin/settings/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await page.getByRole("tab", { name: /^Done/ }).click();
  await expect(page.getByRole("row").filter({ hasText: "E-mail delivery" }).first()).toContainText("Done");
});
