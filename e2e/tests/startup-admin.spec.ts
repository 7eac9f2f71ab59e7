import { startupGql } from "./support/startup-file.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 18 "Done when": staff (staff@: /admin/startups is the programme managers') choose ten of the demo's fourteen startups on /admin/startups
 * (docs/demo-data.md) and add a tag to them in one batch; the progress card follows the job
 * ("10 startups processed.") and goes after 3 seconds (spec-2 §4), and the table shows the
 * tag. The tag is the journey's own (made before, deleted after with its assignments), so the
 * worker's tenant ends as it began.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("staff tag ten startups in one batch and follow it on the progress card", async ({ asUser }) => {
  const tagName = `Batch ${Date.now() % 100_000}`;
  const created = await startupGql(
    "admin",
    "mutation JourneyStartupFile($i: CreateTagInput!) { createTag(input: $i) { id } }",
    { i: { kind: "startup", name: tagName, color: "#2f9e44" } },
  );
  const tagId = (created.createTag as { id: string }).id;
  try {
    const staff = await asUser("staff", { startAt: "/admin/startups" });
    const table = staff.getByTestId("admin-startups-table");

    await test.step("staff choose ten startups", async () => {
      const boxes = table.getByRole("checkbox", { name: /^Select (?!every)/ });
      // The demo's fourteen, and those other journeys of the worker made (an application makes one).
      await expect(boxes.nth(13)).toBeVisible();
      for (let index = 0; index < 10; index += 1) await boxes.nth(index).check();
      await expect(staff.getByTestId("admin-startups-batch-bar")).toContainText("10 startups selected");
    });

    await test.step("and add the tag to them: the card follows the batch, then goes", async () => {
      await staff.getByRole("button", { name: "Actions" }).click();
      await staff.getByRole("menuitem", { name: "Add a tag" }).click();
      const dialog = staff.getByRole("dialog", { name: "Add a tag" });
      await dialog.getByLabel("Tags").click();
      await staff.getByRole("option", { name: tagName }).click();
      // The list stays open over the buttons after a choice (several tags may be chosen): close it.
      await dialog.getByText("For 10 startups.").click();
      await dialog.getByRole("button", { name: "Start for 10 startups" }).click();
      await expect(dialog).toBeHidden();
      const card = staff.getByTestId("batch-progress-card");
      await expect(card).toContainText("10 startups processed.", { timeout: 60_000 });
      await expect(card).toBeHidden({ timeout: 10_000 });
    });

    await test.step("the ten startups carry the tag", async () => {
      await expect(table.getByRole("row").filter({ hasText: tagName })).toHaveCount(10);
    });
  } finally {
    await startupGql("admin", "mutation JourneyStartupFile($id: ID!) { deleteTag(id: $id) }", { id: tagId });
  }
});
