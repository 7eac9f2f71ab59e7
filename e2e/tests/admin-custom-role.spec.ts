import type { APIRequestContext, Page } from "@playwright/test";
import { menuEntries } from "./support/shell.ts";
import { email, expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 5's journey: an admin creates a custom role (from the Staff template) and gives it
 * to a community member who is signed in elsewhere. That user's menu and access change at
 * once, without signing in again. Everything is put back at the end, whatever happens.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const LABEL = `Programme lead ${Date.now().toString(36)}`;

async function graphql(request: APIRequestContext, token: string, query: string, variables = {}) {
  const answer = await request.post("/graphql?operation=JourneyCleanup", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query, variables },
  });
  return (await answer.json()) as { data?: Record<string, unknown> };
}

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem("accelerator-token"))) ?? "";
}

/** Gives the community member back the Community Member role and deletes the custom role. */
async function restore(request: APIRequestContext, adminToken: string) {
  const roles = (
    await graphql(request, adminToken, "query JourneyCleanup { roles { id type label isCustom } }")
  ).data?.roles as { id: string; type: string; label: string; isCustom: boolean }[] | undefined;
  const community = roles?.find((r) => r.type === "CommunityMember" && !r.isCustom);
  const custom = roles?.find((r) => r.label === LABEL);
  const users = (
    await graphql(
      request,
      adminToken,
      "query JourneyCleanup($search: String) { users(filter: { search: $search }) { items { id } } }",
      { search: email("community") },
    )
  ).data?.users as { items: { id: string }[] } | undefined;
  const userId = users?.items[0]?.id;
  if (userId && community) {
    await graphql(
      request,
      adminToken,
      "mutation JourneyCleanup($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      {
        u: userId,
        r: community.id,
      },
    );
  }
  if (custom)
    await graphql(request, adminToken, "mutation JourneyCleanup($id: ID!) { deleteRole(id: $id) }", {
      id: custom.id,
    });
}

test("a custom role given to a signed-in user changes their menu and access at once", async ({
  asUser,
}, testInfo) => {
  const member = await asUser("community");
  const admin = await asUser("admin");
  try {
    expect(await menuEntries(member)).not.toContain("Startup Portfolio");
    await member.goto("/coaching");
    await expect(member).not.toHaveURL(/\/coaching$/);

    await test.step("the admin creates a custom role from the Staff template", async () => {
      await admin.goto("/admin/settings/roles");
      await admin.getByTestId("create-role-button").click();
      const dialog = admin.getByRole("dialog", { name: "Create a custom role" });
      await dialog.getByTestId("create-role-label").fill(LABEL);
      // Typing narrows the list to the one option, which is then in view.
      const template = dialog.getByRole("combobox", { name: "Template role" });
      await template.click();
      await template.fill("Staff");
      await admin.getByRole("option", { name: "Staff", exact: true }).click();
      await dialog.getByTestId("create-role-submit").click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByRole("rowheader", { name: LABEL })).toBeVisible();
    });

    await test.step("and gives it to the community member in user management", async () => {
      await admin.goto("/admin/user-management");
      await admin.getByPlaceholder("Name or e-mail").fill(email("community"));
      const actions = admin.getByRole("button", { name: "Actions for Chris Community" });
      await expect(actions).toBeVisible();
      await actions.click();
      await admin.getByTestId("user-action-changeRole").click();
      const modal = admin.getByTestId("change-role-modal");
      const role = modal.getByRole("combobox", { name: "Role" });
      await role.click();
      await role.fill(LABEL);
      await admin.getByRole("option", { name: LABEL }).click();
      await modal.getByTestId("change-role-submit").click();
      await expect(modal).toBeHidden();
      await expect(admin.getByRole("cell", { name: LABEL })).toBeVisible();
    });

    await test.step("the member's open page follows, without signing in again", async () => {
      await expect.poll(() => menuEntries(member), { timeout: 15_000 }).toContain("Startup Portfolio");
      await member.screenshot({ path: testInfo.outputPath("member-with-custom-role.png") });
      await member
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "Startup Portfolio", exact: true })
        .click();
      await expect(member).toHaveURL(/\/coaching$/);
    });
  } finally {
    const adminToken = await tokenOf(admin);
    if (adminToken) await restore(await tenantApi(), adminToken);
  }
});
