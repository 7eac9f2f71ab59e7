import { startupIdNamed } from "./support/startup-file.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 18 "Done when", the timeline of Nimbus Analytics (founder@'s startup, coach@ is
 * assigned to it: docs/demo-data.md): staff post a private comment that the founder never
 * sees; the founder posts an update with a PDF, and the coach is told in the bell. Posts stay
 * (each run's texts are its own); no other journey reads this timeline.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** The smallest PDF that file sniffing takes for one: a header, one empty page, a trailer. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("staff post a private comment; the founder does not see it", async ({ asUser }) => {
  const stamp = Date.now() % 100_000;
  const shared = `Great customer interviews this week (${stamp})`;
  const secret = `Staff only: discuss follow-on funding (${stamp})`;
  const nimbus = await startupIdNamed("Nimbus Analytics");
  const staff = await asUser("staff", { startAt: `/startup/${nimbus}/file/activities` });

  await test.step("staff post a public comment, then a private one", async () => {
    const composer = staff.getByTestId("timeline-composer");
    await composer.getByRole("textbox", { name: "Message" }).fill(shared);
    await composer.getByRole("button", { name: "Post comment" }).click();
    await expect(staff.getByTestId("timeline-post").filter({ hasText: shared })).toBeVisible();

    await composer.getByRole("textbox", { name: "Message" }).fill(secret);
    await composer.getByRole("switch", { name: /private/i }).check();
    await composer.getByRole("button", { name: "Post comment" }).click();
    const privatePost = staff.getByTestId("timeline-post").filter({ hasText: secret });
    await expect(privatePost).toBeVisible();
    await expect(privatePost).toContainText(/private/i);
  });

  await test.step("the founder sees the public comment, not the private one", async () => {
    const founder = await asUser("founder", { startAt: "/startup/file/activities" });
    await expect(founder.getByTestId("timeline-post").filter({ hasText: shared })).toBeVisible();
    await expect(founder.getByText(secret)).toHaveCount(0);
  });
});

test("the founder posts an update with a PDF, and the coach is notified", async ({ asUser }) => {
  const text = `Traction report for March (${Date.now() % 100_000})`;
  const coach = await asUser("coach");
  const bell = coach.getByTestId("notifications-button");
  // Start from a seen panel: opening it clears the count.
  await bell.click();
  await expect(coach.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await coach.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Notifications");

  await test.step("the founder posts an update with a PDF", async () => {
    const founder = await asUser("founder", { startAt: "/startup/file/activities" });
    const composer = founder.getByTestId("timeline-composer");
    // The kind is a segmented control: its radios are hidden behind their labels.
    await composer.getByText("Update", { exact: true }).click();
    await expect(composer.getByRole("radio", { name: "Update" })).toBeChecked();
    await composer.getByRole("textbox", { name: "Message" }).fill(text);
    await composer
      .locator("input[type=file]")
      .setInputFiles({ name: "traction-report.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(composer.getByText("traction-report.pdf")).toBeVisible();
    await composer.getByRole("button", { name: "Post update" }).click();
    const post = founder.getByTestId("timeline-post").filter({ hasText: text });
    await expect(post).toBeVisible();
    await expect(post.getByText("traction-report.pdf")).toBeVisible();
  });

  await test.step("the coach's bell counts it, and the panel names the founder and the startup", async () => {
    await expect(bell).toHaveAccessibleName(/^Notifications: \d+ new$/, { timeout: 15_000 });
    await bell.click();
    const panel = coach.getByRole("dialog", { name: "Notifications" });
    await expect(
      panel
        .getByRole("region", { name: "New" })
        .getByRole("listitem")
        .filter({ hasText: "Fatima Founder" })
        .filter({ hasText: "Nimbus Analytics" })
        .first(),
    ).toBeVisible();
  });
});
