import { sideMenu } from "./support/shell.ts";
import { logOut } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

/**
 * A founder opens the community lists (/search/people, /search/startups): the server shows
 * whom their role may see (Co/Founder: every user, their own startups) and never applicants.
 * Mentors and other network roles have no Community entry, so the journey is the founder's.
 */
test("a founder browses and searches the community, then their startups", async ({ asUser }, testInfo) => {
  const page = await asUser("founder");
  const people = page.getByTestId("person-card");
  const startups = page.getByTestId("startup-card");

  await test.step("Community opens the people directory, without applicants", async () => {
    await sideMenu(page).getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/search\/people$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "People" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("community-count")).toHaveText(/^\d+ people$/);
    const carl = people.filter({ hasText: "Carl Coachman" });
    await expect(carl).toBeVisible();
    await expect(carl).toContainText("Coach");
    await expect(carl).toHaveAttribute("href", /^\/profile\/[^/]+$/);
    await expect(people.filter({ hasText: "Fatima Founder" })).toBeVisible();
    await expect(people.filter({ hasText: "Amir Applicant" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("community-people.png") });
  });

  await test.step("searching for margaret leaves Margaret Hamilton alone", async () => {
    await page.getByRole("searchbox", { name: "Search people" }).fill("margaret");
    await expect(page.getByTestId("community-count")).toHaveText("1 person");
    await expect(people).toHaveCount(1);
    await expect(people.first()).toContainText("Margaret Hamilton");
    await expect(people.first()).toContainText("Mentor");
    // The search is in the address: a reload shows the same list.
    await expect(page).toHaveURL(/\/search\/people\?q=margaret$/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search people" })).toHaveValue("margaret");
    await expect(people).toHaveCount(1);
  });

  await test.step("a search that matches nobody says so", async () => {
    await page.getByRole("searchbox", { name: "Search people" }).fill("zzz-nobody");
    await expect(page.getByText("Nobody in your community matches “zzz-nobody”.")).toBeVisible();
    await expect(people).toHaveCount(0);
  });

  await test.step("the Community entry opens the whole list again", async () => {
    await sideMenu(page).getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/search\/people$/);
    await expect(page.getByRole("searchbox", { name: "Search people" })).toHaveValue("");
    await expect(people.filter({ hasText: "Carl Coachman" })).toBeVisible();
  });

  await test.step("the Startups tab shows the founder's own startup only", async () => {
    await page.getByRole("tab", { name: "Startups" }).click();
    await expect(page).toHaveURL(/\/search\/startups$/);
    await expect(page.getByTestId("community-count")).toHaveText("1 startup");
    await expect(startups).toHaveCount(1);
    const nimbus = startups.first();
    await expect(nimbus.getByRole("link", { name: "Nimbus Analytics" })).toHaveAttribute(
      "href",
      /^\/startup\/[^/]+\/file$/,
    );
    const website = nimbus.getByRole("link", { name: /nimbus\.example/ });
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(nimbus).toContainText("Fatima Founder");
    await expect(page.getByText("GreenLoop")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("community-startups.png") });
  });

  await logOut(page);
});
