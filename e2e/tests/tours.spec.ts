import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/demo-accounts.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { openSession, type StoredSession, storageStateOf, storedSession } from "./support/sessions.ts";
import { email, expect, tenantApi, test } from "./support/test.ts";

/**
 * A new founder meets the guided tours (spec-1 §4, decision 020): the PROFILE tour opens on
 * /profile; they cancel it, and it does not come back in that session, after a reload or a
 * visit elsewhere, while another page's tour still shows. Demo accounts have completed every
 * tour (docs/demo-data.md), so the founder is new: invited by the admin through the API and
 * accepting by the link of the e-mail, as an invitee would; their account is deleted at the end.
 */

type Answer = { data?: Record<string, { id?: string } | null>; errors?: { message: string }[] };

async function asAdmin(api: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const { token } = await storedSession(api, "admin");
  const answer = await api.post("/graphql?operation=JourneyTours", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query, variables },
  });
  return (await answer.json()) as Answer;
}

/** Invites a cofounder and accepts the invitation from the e-mail's link: a signed-in new founder. */
async function newFounder(api: APIRequestContext, address: string): Promise<StoredSession & { id: string }> {
  const since = Date.now();
  const invited = await asAdmin(
    api,
    "mutation JourneyTours($input: InviteUserInput!) { inviteUser(input: $input) { id } }",
    { input: { email: address, roleType: "Cofounder" } },
  );
  expect(invited.errors, JSON.stringify(invited.errors)).toBeUndefined();
  const mail = await waitForMail({ to: address, since });
  const token = linkIn(mail, /\/acceptinvitation$/).searchParams.get("token");
  const accepted = await api.post("/api/invitations/accept", {
    data: { token, firstName: "Nova", lastName: "Founder", password: DEMO_PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  const { user } = (await accepted.json()) as { user: { id?: string; _id?: string } };
  const session = await openSession(api, address);
  return { ...session, id: user.id ?? user._id ?? "" };
}

async function openAs(browser: Browser, baseURL: string, session: StoredSession): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageStateOf(session, new URL(baseURL).origin),
  });
  return context.newPage();
}

test("a new founder cancels the profile tour, and it stays away for the session", async ({
  browser,
  baseURL,
}) => {
  const api = await tenantApi();
  const address = email(`tours-${Date.now()}`);
  const founder = await newFounder(api, address);
  const page = await openAs(browser, baseURL ?? "", founder);
  const profileTour = page.getByRole("dialog", { name: "Your profile" });
  try {
    await test.step("the profile tour opens on /profile, as a dialog", async () => {
      await page.goto("/profile");
      await expect(profileTour).toBeVisible({ timeout: 20_000 });
      await expect(profileTour).toContainText("This is where people in the programme learn who you are.");
      await expect(profileTour.getByRole("button", { name: "Next" })).toBeFocused();
      await expect(profileTour.getByRole("button", { name: "Don't show me tours" })).toBeVisible();
    });

    await test.step("Cancel closes it", async () => {
      await profileTour.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("dialog", { name: "Your account" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    await test.step("another page's tour still shows (the calendar's)", async () => {
      await page.goto("/calendar");
      const calendarTour = page.getByRole("dialog", { name: "Your calendar" });
      await expect(calendarTour).toBeVisible({ timeout: 20_000 });
      await calendarTour.getByRole("button", { name: "Cancel tour" }).click();
      await expect(calendarTour).toBeHidden();
    });

    await test.step("back on /profile, and after a reload, the profile tour does not come back", async () => {
      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Profile", exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Longer than a tour takes to open above (the page ready, then driver.js loaded).
      await page.waitForTimeout(4_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForTimeout(4_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  } finally {
    await page.context().close();
    if (founder.id) {
      await asAdmin(api, "mutation JourneyTours($id: ID!) { deleteUser(userId: $id) }", { id: founder.id });
    }
  }
});
