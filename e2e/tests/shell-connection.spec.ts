import { expect, test } from "./support/test.ts";

const OFFLINE = "You are offline. Launchpad will reconnect as soon as the server can be reached.";

test("the shell says when the server cannot be reached, and stops once it answers again", async ({
  asUser,
}) => {
  const page = await asUser("subadmin");
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  await page.route("**/graphql?**", (route) => route.abort("internetdisconnected"));
  // Coming back to the tab refreshes the session: that request now fails.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByRole("status").filter({ hasText: OFFLINE })).toBeVisible();

  await page.unroute("**/graphql?**");
  // The same request is retried after 3 s, and succeeds.
  await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 15_000 });
});
