import { expect, test } from "./support/test.ts";

/** spec-2 §7: the service worker at /sw.js keeps the app shell for when the network is down. */
test("the service worker takes control and the app still starts offline", async ({ page, context }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(worker ?? "", page.url()).pathname).toBe("/sw.js");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The shell and its scripts come from the cache: the app renders (its loader, as the
  // organisation cannot be fetched), not the browser's offline error page.
  await expect(page.locator("#root > *")).not.toHaveCount(0);
  await context.setOffline(false);
});
