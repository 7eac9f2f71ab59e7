import type { APIRequestContext, Page } from "@playwright/test";
import { storedSession } from "./support/sessions.ts";
import { endSession } from "./support/shell.ts";
import { logOut, signInThroughForm } from "./support/sign-in.ts";
import { email, expect, tenantApi, test } from "./support/test.ts";

/**
 * An admin manages the organisation's users (/admin/user-management): finds a community
 * member, deactivates them — their open session ends at once — and reactivates them; then
 * invites a new mentor. The community member is shared with other journeys: whatever
 * happens, the account is left active.
 */
const MEMBER = email("community");
const MEMBER_NAME = "Chris Community";

async function actOn(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

/** Reactivates the member through the API, as the admin, if the journey stopped half-way. */
async function leaveMemberActive(request: APIRequestContext) {
  const { token } = await storedSession(request, "admin");
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await request.post("/graphql?operation=JourneyCleanup", {
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
      data: { query, variables },
    });
    return (await answer.json()) as {
      data?: { users?: { items: { id: string; email: string; status: string }[] } };
    };
  };
  const found = await call(
    `query JourneyCleanup($filter: UserFilterInput) { users(filter: $filter) { items { id email status } } }`,
    { filter: { search: MEMBER } },
  );
  const member = found.data?.users?.items.find((user) => user.email === MEMBER);
  if (member?.status === "unactive") {
    await call(`mutation JourneyCleanup($id: ID!) { reactivateUser(userId: $id) { id } }`, { id: member.id });
  }
}

test("an admin deactivates a signed-in member, reactivates them and invites a mentor", async ({ asUser }) => {
  const member = await asUser("community");
  const admin = await asUser("admin");
  const newMentor = `journey-mentor-${Date.now()}@demo.test`;

  try {
    await test.step("the member and the admin are signed in, each in their own browser", async () => {
      await admin.goto("/admin/user-management");
      await expect(admin.getByRole("heading", { level: 1, name: "User management" })).toBeVisible();
    });

    await test.step("the admin finds the member by searching", async () => {
      await admin.getByRole("searchbox", { name: "Search" }).fill("community");
      await expect(admin.getByText(/^\d+ users?$/)).toBeVisible();
      const row = admin.getByTestId(`user-row-${MEMBER}`);
      await expect(row).toBeVisible();
      await expect(admin.getByTestId(`user-row-${email("admin")}`)).toHaveCount(0);
      await expect(row.getByText("Active", { exact: true })).toBeVisible();
    });

    await test.step("deactivating warns that the sessions end, and signs the member out", async () => {
      await actOn(admin, MEMBER_NAME, "Deactivate");
      const dialog = admin.getByRole("dialog", { name: `Deactivate ${MEMBER_NAME}?` });
      await expect(dialog).toContainText("Their open sessions end at once");
      await dialog.getByRole("button", { name: "Deactivate" }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByRole("status")).toContainText(`${MEMBER_NAME} is deactivated.`);
      await expect(admin.getByTestId(`user-row-${MEMBER}`).getByText("Deactivated")).toBeVisible();

      // At once through the sessionLoggedOut subscription, or at the latest on the next request.
      await expect(member).toHaveURL(/\/login/, { timeout: 40_000 });
      await member.goto("/events");
      await expect(member).toHaveURL(/\/login/);
      await expect(member.getByRole("button", { name: "Log in" })).toBeVisible();
    });

    await test.step("reactivating lets the member sign in again", async () => {
      await actOn(admin, MEMBER_NAME, "Reactivate");
      const dialog = admin.getByRole("dialog", { name: `Reactivate ${MEMBER_NAME}?` });
      await dialog.getByRole("button", { name: "Reactivate" }).click();
      await expect(dialog).toBeHidden();
      await expect(
        admin.getByTestId(`user-row-${MEMBER}`).getByText("Active", { exact: true }),
      ).toBeVisible();

      await signInThroughForm(member, MEMBER);
      await logOut(member);
    });

    await test.step("the admin invites a new mentor", async () => {
      await admin.getByRole("button", { name: "Invite user" }).click();
      const dialog = admin.getByRole("dialog", { name: "Invite a user" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill(newMentor);
      await dialog.getByRole("combobox", { name: "Role" }).click();
      await admin.getByRole("option", { name: "Mentor", exact: true }).click();
      await expect(dialog.getByTestId("plan-limit")).toContainText("Network (mentors and experts)");
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByRole("status")).toContainText(`Invitation sent to ${newMentor}.`);
    });

    await test.step("the admin signs out", async () => {
      await logOut(admin);
    });
  } finally {
    await leaveMemberActive(await tenantApi());
    // A journey that stopped after the member signed in again still ends that session.
    await endSession(member);
  }
});
