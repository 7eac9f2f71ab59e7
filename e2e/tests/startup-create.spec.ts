import { sideMenu } from "./support/shell.ts";
import {
  asOrbitUser,
  deleteStartupsNamed,
  startupGql,
  startupIdNamed,
  userIdOf,
} from "./support/startup-file.ts";
import { email, expect, test } from "./support/test.ts";

/**
 * Issue 18 "Done when": a founder without a startup (newfounder@, docs/demo-data.md) creates
 * one from the side menu and lands on its file; a founder adds another cofounder on the
 * company tab, who then finds the startup in their menu; and in Orbit Labs, whose plan allows
 * two startups and has two, the creation is refused with spec-1 §5's message.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const LIMIT_MESSAGE =
  "The limit of the number of startups in this account has been reached. Please contact your administrator.";

test("a founder without a startup creates one and lands on its file", async ({ asUser }) => {
  const name = `Northwind Labs ${Date.now() % 100_000}`;
  const page = await asUser("newfounder");
  try {
    const menu = sideMenu(page);
    await expect(menu.getByRole("link", { name: "Startup File" })).toHaveCount(0);
    await page.getByRole("button", { name: "Create Startup" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Startup" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page).toHaveURL(/\/startup\/[^/]+\/file(\/[a-z-]+)?$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // Now a founder with a startup: the menu leads to it, and no longer offers to create one.
    await expect(menu.getByRole("link", { name: "Startup File" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Startup" })).toHaveCount(0);
  } finally {
    await deleteStartupsNamed(name);
  }
});

test("a founder adds a cofounder on the company tab, who then sees the startup", async ({ asUser }) => {
  const startupId = await startupIdNamed("Nimbus Analytics");
  const newfounderId = await userIdOf(email("newfounder"));
  const founder = await asUser("founder", { startAt: "/startup/file/company" });
  try {
    await test.step("the founder adds Nadia Newman as CMO", async () => {
      const members = founder.getByTestId("company-members");
      await expect(members).toContainText("Fatima Founder");
      await founder.getByTestId("add-member-button").click();
      const dialog = founder.getByRole("dialog", { name: "Add a member" });
      await dialog.getByRole("combobox", { name: "Person" }).fill("Nadia");
      await founder.getByRole("option", { name: /Nadia Newman/ }).click();
      await dialog.getByRole("textbox", { name: "Role" }).fill("CMO");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(members).toContainText("Nadia Newman");
      await expect(members).toContainText("CMO");
    });

    await test.step("Nadia finds Nimbus Analytics under Startup File", async () => {
      const nadia = await asUser("newfounder");
      await sideMenu(nadia).getByRole("link", { name: "Startup File" }).click();
      await expect(nadia).toHaveURL(/\/startup\/file\/[a-z-]+$/);
      await expect(nadia.getByRole("heading", { level: 1, name: "Nimbus Analytics" })).toBeVisible();
    });
  } finally {
    await startupGql(
      "founder",
      "mutation JourneyStartupFile($s: ID!, $u: ID!) { removeStartupMember(startupId: $s, userId: $u) { id } }",
      { s: startupId, u: newfounderId },
    ).catch(() => undefined);
  }
});

test("at the plan's startup limit, creating a startup is refused with the spec's message", async ({
  browser,
}) => {
  // Orbit Labs: a plan of two startups, both seeded (docs/demo-data.md). Nothing is created.
  const { page, close } = await asOrbitUser(browser, "newfounder");
  try {
    await page.getByRole("button", { name: "Create Startup" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Startup" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("One startup too many");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(LIMIT_MESSAGE);
    await expect(page).not.toHaveURL(/\/startup\//);
  } finally {
    await close();
  }
});
