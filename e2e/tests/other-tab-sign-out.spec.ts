import { logOut, signInThroughForm } from "./support/sign-in.ts";
import { email, expect, test } from "./support/test.ts";

test("signing out or in in one tab reloads the other one", async ({ asUser }) => {
  const first = await asUser("coach");

  const second = await first.context().newPage();
  await second.goto("/events");
  await expect(second.getByRole("button", { name: "Account menu" })).toContainText("Carl Coachman");
  // Only a page that never reloads keeps this mark.
  await second.evaluate(() => Object.assign(window, { journeyMark: "before-reload" }));

  await logOut(first);

  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(
    await second.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark),
  ).toBeUndefined();

  // The first tab signed out without reloading: signing in again (through the form, this
  // journey's subject) shows the new user, not the old.
  await signInThroughForm(first, email("mentor"));
  await expect(first.getByRole("button", { name: "Account menu" })).toContainText("Margaret Hamilton");
  await expect(first.getByRole("button", { name: "Account menu" })).not.toContainText("Carl Coachman");

  await expect(second).toHaveURL(/\/events$/);
  await expect(second.getByRole("button", { name: "Account menu" })).toContainText("Margaret Hamilton");
  await logOut(first);
});
