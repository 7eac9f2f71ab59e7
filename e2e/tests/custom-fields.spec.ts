import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { journeyGraphql } from "./support/journey-graphql.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 16's custom fields: an admin creates a user field on /setup/fields, adds it to the
 * user profile's layout from the layout's overview (added and published in one click), and
 * a founder fills it in under "Profile details" on their own profile; after a reload it is
 * still there. One look in Arabic. The field is archived at the end whatever happens (the
 * layout then leaves it out), so the worker's tenant shows the profile as before.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const gqlAs = journeyGraphql("JourneyCustomFields");
const SUFFIX = Date.now().toString(36);
const LABEL = `Pitch deck ${SUFFIX}`;
const LINK = `https://decks.example/${SUFFIX}`;

async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  await page.getByRole("button", { name: menuLabel }).click();
  await page.getByRole("menuitem", { name: language }).click();
}

test("an admin adds a user field to the profile layout and a founder fills it in on their profile", async ({
  asUser,
}) => {
  const api = await tenantApi();
  try {
    const admin = await asUser("admin", { startAt: "/setup/fields" });
    await test.step("the admin creates a link field for users", async () => {
      await expect(admin.getByRole("heading", { level: 1, name: "Custom fields" })).toBeVisible();
      await admin.getByTestId("field-create").click();
      await expect(admin.getByRole("heading", { level: 1, name: "New field" })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.getByTestId("field-type").selectOption("text_link");
      await admin.getByTestId("field-label-en").fill(LABEL);
      await expect(admin.getByTestId("field-key")).toHaveValue(`pitch_deck_${SUFFIX}`);
      await admin.getByTestId("field-save").click();
      await expect(admin.getByRole("heading", { level: 1, name: "Custom fields" })).toBeVisible();
      const row = admin.getByTestId(`field-row-pitch_deck_${SUFFIX}`);
      await expect(row).toContainText(LABEL);
      await expect(row).toContainText("Link");
      await expectNoSeriousA11yViolations(admin);
    });

    await test.step("and adds it to the user profile's layout from its overview", async () => {
      await admin.getByRole("link", { name: "Profile fields" }).click();
      await admin.getByRole("link", { name: "Profile layout" }).first().click();
      await expect(admin.getByRole("heading", { level: 1, name: "User profile" })).toBeVisible();
      await admin.getByTestId("layout-add-missing").click();
      await expect(admin.getByText("Layout updated and published")).toBeVisible();
      await expect(admin.getByTestId("layout-add-missing")).toHaveCount(0);
      await expect(admin.getByTestId("layout-preview").getByText(LABEL)).toBeVisible();
    });

    const { currentUser } = (await gqlAs(
      api,
      "founder",
      "query JourneyCustomFields { currentUser { id } }",
    )) as {
      currentUser: { id: string };
    };
    const founder = await asUser("founder", { startAt: `/profile/${currentUser.id}/show` });
    const details = founder.getByTestId("profile-details");
    await test.step("the founder fills it in under Profile details", async () => {
      await expect(details.getByText(LABEL)).toBeVisible();
      await details.getByTestId("profile-details-edit").click();
      const input = details.getByRole("textbox", { name: new RegExp(LABEL) });
      await input.fill("not a link");
      await details.getByRole("button", { name: "Save" }).click();
      await expect(details.getByText(/not a valid/i).first()).toBeVisible();
      await input.fill(LINK);
      await details.getByRole("button", { name: "Save" }).click();
      await expect(founder.getByText("Profile details saved")).toBeVisible();
    });

    await test.step("and finds it there after a reload", async () => {
      await founder.reload();
      await expect(details.getByRole("textbox", { name: new RegExp(LABEL) })).toHaveValue(LINK);
      await founder.screenshot({ path: "/tmp/shots/fields-journey-profile-en.png", fullPage: true });
      await expectNoSeriousA11yViolations(founder);
    });

    await test.step("in Arabic, right to left", async () => {
      await chooseLanguage(founder, "Language", "العربية");
      try {
        await expect(founder.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(details.getByRole("heading", { name: "تفاصيل الملف الشخصي" })).toBeVisible();
        await founder.screenshot({ path: "/tmp/shots/fields-journey-profile-ar.png", fullPage: true });
      } finally {
        await chooseLanguage(founder, "اللغة", "English");
        await expect(founder.locator("html")).toHaveAttribute("dir", "ltr");
      }
    });
  } finally {
    const { customFields } = (await gqlAs(
      api,
      "admin",
      "query JourneyCustomFields { customFields(entity: user) { id key } }",
    )) as { customFields: { id: string; key: string }[] };
    for (const field of customFields.filter((f) => f.key === `pitch_deck_${SUFFIX}`))
      await gqlAs(
        api,
        "admin",
        "mutation JourneyCustomFields($id: ID!) { archiveCustomField(id: $id) { id } }",
        {
          id: field.id,
        },
      );
  }
});
