import { breadcrumbs, menuEntries, sideMenu } from "./support/shell.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 1280, height: 860 } });

const UNAVAILABLE = "This part of Launchpad is not available yet";

test("an admin finds every area of the programme in the menu, and the pages not built yet say so", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("admin");
  expect(await menuEntries(page)).toEqual([
    "Startup Portfolio",
    "Events",
    "Applications",
    "Tasks",
    "Activity feed",
    "Setup",
    "Administration",
    "Resources",
    "Courses",
  ]);
  await expect(page.getByRole("button", { name: "Tasks" })).toBeVisible();

  await test.step("Startup Portfolio leads to /coaching, the startup portfolio", async () => {
    await sideMenu(page).getByRole("link", { name: "Startup Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/coaching$/);
    await expect(page.getByRole("heading", { level: 1, name: "Startup Portfolio" })).toBeVisible();
    await expect(page.getByTestId("portfolio-startup").filter({ hasText: "Nimbus Analytics" })).toBeVisible();
    await expect(
      sideMenu(page).getByRole("link", { name: "Startup Portfolio", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  await test.step("Administration > Settings > Branding, two submenus deep, with its breadcrumbs", async () => {
    await sideMenu(page).getByRole("button", { name: "Administration" }).click();
    // The submenu slides open: click Settings once it has settled, and again if the first
    // click landed while the list was still moving.
    const settings = sideMenu(page).getByRole("button", { name: "Settings" });
    await expect(async () => {
      if ((await settings.getAttribute("aria-expanded")) !== "true") await settings.click();
      await expect(settings).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await sideMenu(page).getByRole("link", { name: "Branding" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/branding$/);
    await expect(breadcrumbs(page)).toHaveText(/Administration\s*\/\s*Settings\s*\/\s*Branding/);
    await page.screenshot({ path: testInfo.outputPath("admin-branding.png") });
  });

  await test.step("a startup file shows Portfolio > File in the breadcrumbs", async () => {
    await page.goto("/startup/st1/file");
    await expect(page).toHaveURL(/\/startup\/st1\/file\/activities$/);
    await expect(breadcrumbs(page).getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "href",
      "/coaching",
    );
    await expect(breadcrumbs(page)).toHaveText(/Portfolio\s*\/\s*File\s*\/\s*Activities/);
  });

  await test.step("the article editor is full screen: no top bar", async () => {
    await page.goto("/setup/articles/a1");
    await expect(page.getByRole("heading", { level: 1, name: "Article" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeHidden();
    await page.goto("/setup/articles/a1/preview");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  await test.step("the calendar slide-over shows the week ahead; the notification panel opens", async () => {
    await page.getByRole("button", { name: "Calendar and events" }).click();
    const drawer = page.getByRole("dialog", { name: "Calendar and events" });
    await expect(drawer.getByTestId("calendar-panel-days")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Next 5 days" })).toBeVisible();
    await expect(drawer.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
    await expect(panel.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});

test("a coach sees the coaching entries, and is sent home from the administration", async ({ asUser }) => {
  const page = await asUser("coach");
  expect(await menuEntries(page)).toEqual([
    "Startup Portfolio",
    "Events",
    "Applications",
    "Tasks",
    "Activity feed",
    "Resources",
    "Courses",
  ]);

  await sideMenu(page).getByRole("link", { name: "Applications" }).click();
  await expect(page).toHaveURL(/\/application\/overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Calendar" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Availability" }).click();
  await expect(page).toHaveURL(/\/availability$/);

  await page.goto("/admin/settings/general");
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
});

test("a founder reaches their startup file, community and tasks", async ({ asUser }) => {
  const page = await asUser("founder");
  expect(await menuEntries(page)).toEqual([
    "Events",
    "Community",
    "Startup File",
    "Tasks",
    "Resources",
    "Courses",
  ]);
  await expect(page.getByRole("button", { name: "Create Startup" })).toHaveCount(0);

  await sideMenu(page).getByRole("link", { name: "Startup File" }).click();
  await expect(page).toHaveURL(/\/startup\/file\/activities$/);
  await expect(breadcrumbs(page)).toHaveText(/File\s*\/\s*Activities/);
  await expect(breadcrumbs(page).getByRole("link", { name: "Portfolio" })).toHaveCount(0);
  await expect(sideMenu(page).getByRole("link", { name: "Startup File" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await sideMenu(page).getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/search\/people$/);

  await page.getByRole("button", { name: "Tasks" }).click();
  // The popup lists the founder's demo tasks (issue 14).
  await expect(page.getByRole("dialog", { name: "Tasks" }).getByTestId("tasks-popup-list")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/coaching");
  await expect(page).toHaveURL(/\/events$/);
});

test("an applicant has their applications and account, and old links still lead there", async ({
  asUser,
}) => {
  const page = await asUser("applicant");
  await expect(page).toHaveURL(/\/applications-manager$/);
  expect(await menuEntries(page)).toEqual(["Applications", "Account", "Resources", "Courses"]);
  await expect(page.getByRole("button", { name: "Tasks" })).toHaveCount(0);

  // The Account entry links to /profile/{id}, which opens the profile itself.
  await sideMenu(page).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/profile\/[^/]+\/show$/);
  await expect(breadcrumbs(page)).toHaveText(/Profile\s*\/\s*User profile/);

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Profile", exact: true })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Calendar" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Availability" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/my-application");
  await expect(page).toHaveURL(/\/applications-manager$/);
  await page.goto("/application/a1/show");
  await expect(page).toHaveURL(/\/application\/a1\/activities$/);
  await expect(breadcrumbs(page)).toHaveText(/Applications\s*\/\s*Application File\s*\/\s*Activities/);
  await expect(breadcrumbs(page).getByRole("link", { name: "Applications" })).toHaveAttribute(
    "href",
    "/applications-manager",
  );
});
