import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 15's setup lists: an admin creates a topic with a colour, recolours it, and deletes
 * it (the confirm says it is unused). The tag is removed at the end whatever happens.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const NAME = `Pitch practice ${Date.now().toString(36)}`;

async function removeLeftover(request: APIRequestContext, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("accelerator-token"));
  if (!token) return;
  const call = async (query: string, variables = {}) =>
    (await (
      await request.post("/graphql?operation=JourneyCleanup", {
        headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
        data: { query, variables },
      })
    ).json()) as { data?: { tags?: { id: string; name: string }[] } };
  const topics = (await call("query JourneyCleanup { tags(kind: topic) { id name } }")).data?.tags ?? [];
  for (const tag of topics.filter((t) => t.name === NAME))
    await call("mutation JourneyCleanup($id: ID!) { deleteTag(id: $id) }", { id: tag.id });
}

test("an admin creates, recolours and deletes a topic on its setup page", async ({ asUser }, testInfo) => {
  const admin = await asUser("admin", { startAt: "/setup/tags/topic" });
  try {
    await expect(admin.getByRole("heading", { level: 1, name: "Topic tags" })).toBeVisible();
    const row = admin.getByTestId("setup-item").filter({ hasText: NAME });

    await test.step("create, with a colour from the picker's field", async () => {
      await admin.getByTestId("setup-create").click();
      const dialog = admin.getByRole("dialog", { name: "New tag" });
      await dialog.getByTestId("item-name").fill(NAME);
      await dialog.getByTestId("item-color").fill("#0c8599");
      await expect(dialog.getByTestId("item-preview")).toHaveText(NAME);
      await dialog.getByTestId("item-save").click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("Not used");
    });

    await test.step("recolour", async () => {
      await admin.getByRole("button", { name: `Edit ${NAME}` }).click();
      const dialog = admin.getByRole("dialog", { name: `Edit “${NAME}”` });
      await dialog.getByTestId("item-color").fill("#c2255c");
      await dialog.getByTestId("item-save").click();
      await expect(dialog).toBeHidden();
      const badge = row.locator(".mantine-Badge-root");
      await expect(badge).toHaveCSS("background-color", "rgb(194, 37, 92)");
      await expectNoSeriousA11yViolations(admin, "topics setup page");
      await admin.screenshot({ path: testInfo.outputPath("setup-topics.png") });
    });

    await test.step("delete, after a confirm", async () => {
      await admin.getByRole("button", { name: `Delete ${NAME}` }).click();
      const dialog = admin.getByRole("dialog", { name: `Delete “${NAME}”?` });
      await expect(dialog.getByTestId("delete-in-use")).toHaveCount(0);
      await dialog.getByTestId("delete-confirm").click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);
    });
  } finally {
    await removeLeftover(await tenantApi(), admin);
  }
});
