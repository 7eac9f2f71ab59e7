import type { Locator, Page } from "@playwright/test";
import { journeyGraphql } from "./support/journey-graphql.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 16's Done-when, the builder's part: staff build a form with one question of every
 * type, a conditional section and a calculated total, preview it and publish it; the share
 * link opens for a visitor who is not signed in; they edit it, publish version 2 and compare
 * version 1 with version 2. The journey deletes the form it made (it has no answers).
 */
const gqlAs = journeyGraphql("JourneyFormsBuilder");

/** Every type of spec-2 §9, in the order the journey adds them, with the label it gives each. */
const QUESTIONS: [type: string, menuName: string, label: string][] = [
  ["heading", "Heading", "Welcome"],
  ["paragraph", "Paragraph", "Tell us about your startup."],
  ["text", "Short text", "Company name"],
  ["text_long", "Long text", "Your story"],
  ["text_link", "Link", "Website"],
  ["number", "Number", "Team size"],
  ["number_scale", "Scale", "Rating"],
  ["select_radio", "Single choice", "Has sales"],
  ["select_checkbox", "Checkboxes", "Channels"],
  ["select_dropdown", "Dropdown", "Stage"],
  ["select_multi_dropdown", "Multiple-choice dropdown", "Tools"],
  ["tree_single", "Tree, one choice", "Sector"],
  ["tree_multi", "Tree, several choices", "Markets"],
  ["date", "Date", "Start date"],
  ["table", "Table", "Funding rounds"],
  ["file", "File upload", "Pitch deck"],
  ["video", "Video answer", "Pitch video"],
  ["custom_field", "Custom field", "A profile field"],
  ["section", "Section", "Sales"],
  ["sub_heading", "Subheading", "Revenue so far"],
  ["number", "Number", "Revenue"],
  ["calculated", "Calculated value", "Total"],
];

/** Picks `name` in a Mantine Select or MultiSelect (its input, then the option; a MultiSelect's pill box covers its input). */
async function choose(page: Page, input: Locator, name: string | RegExp) {
  await input.click({ force: true });
  await page
    .getByRole("option", { name, exact: typeof name === "string" })
    .first()
    .click();
}

async function addQuestion(page: Page, menuName: string, label: string) {
  await page.getByTestId("add-question").click();
  await page.getByRole("menuitem", { name: menuName, exact: true }).click();
  const panel = page.getByTestId("question-panel");
  await panel.getByTestId("question-label-en").fill(label);
  await expect(panel.getByRole("heading", { level: 2, name: label })).toBeVisible();
}

test("staff build a form of every question type, preview and publish it, share it, publish version 2 and compare", async ({
  asUser,
  browser,
}) => {
  // Twenty-two questions typed in one by one: the longest journey (a 2-core machine, two workers).
  test.setTimeout(480_000);
  const api = await tenantApi();
  const title = `Journey form ${Date.now()}`;
  const page = await asUser("admin", { startAt: "/admin/forms" });
  let formId: string | null = null;
  try {
    await expect(page.getByTestId("plan-usage")).toBeVisible();
    await page.getByTestId("create-form").click();
    await page.getByRole("menuitem", { name: "Feedback" }).click();
    await expect(page).toHaveURL(/\/admin\/forms\/new\?kind=feedback$/);
    // Full screen: no top bar.
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    await page.getByTestId("form-title-en").fill(title);
    // The first save creates the form; its address becomes the form's own.
    await expect(page).toHaveURL(/\/admin\/forms\/[^/]+\/edit$/);
    formId = page.url().split("/").at(-2) ?? null;

    for (const [type, menuName, label] of QUESTIONS) {
      await addQuestion(page, menuName, label);
      const panel = page.getByTestId("question-panel");
      if (type === "select_radio") {
        await panel.getByTestId("options-0-label-en").fill("Yes");
        await panel.getByTestId("options-1-label-en").fill("No");
      }
      if (type === "custom_field") await choose(page, panel.getByTestId("custom-field-picker"), /.+/);
      if (type === "section") {
        // The conditional section: shown when Has sales is Yes.
        await panel.getByTestId("logic-add").click();
        await choose(page, panel.getByTestId("logic-0-question"), "Has sales");
        await choose(page, panel.getByTestId("logic-0-op"), "is");
        await choose(page, panel.getByTestId("logic-0-values"), "Yes");
        await expect(panel.getByTestId("logic-sentence")).toHaveText("Show Sales when Has sales is Yes");
      }
      if (type === "calculated") {
        // The total: team size plus twice the revenue.
        await panel.getByTestId("calc-add-term").click();
        await choose(page, panel.getByTestId("calc-term-0-question"), "Team size");
        await panel.getByTestId("calc-add-term").click();
        await choose(page, panel.getByTestId("calc-term-1-question"), "Revenue");
        await panel.getByTestId("calc-term-1-weight").fill("2");
      }
    }
    await expect(page.getByTestId("outline-item")).toHaveCount(QUESTIONS.length);
    await expect(page.getByTestId("save-state")).toHaveText(/All changes saved|Draft saved at/, {
      timeout: 20_000,
    });

    // Moving without dragging: Website to the top, then back after Your story.
    const website = page.getByTestId("outline-item").filter({ hasText: "Website" });
    await website.getByTestId("item-actions").click();
    await page.getByTestId("item-move").click();
    await choose(page, page.getByTestId("move-to-place"), "To the top of the form");
    await page.getByTestId("move-to-confirm").click();
    await expect(page.getByTestId("outline-item").first()).toContainText("Website");
    await page.getByTestId("outline-item").first().getByTestId("item-actions").click();
    await page.getByTestId("item-move").click();
    await choose(page, page.getByTestId("move-to-place"), /Your story$/);
    await page.getByTestId("move-to-confirm").click();
    await expect(page.getByTestId("outline-item").nth(4)).toContainText("Website");

    // The preview, as a respondent: the Sales section waits for "Yes".
    await page.getByText("Preview", { exact: true }).click();
    const preview = page.getByTestId("builder-preview");
    await expect(preview.getByText("Company name").first()).toBeVisible();
    await page.getByText("Edit", { exact: true }).click();

    await page.getByTestId("publish").click();
    await expect(page.getByTestId("publish-state")).toHaveAttribute("data-state", "success", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("publish-state")).toContainText("Published as version 1");

    // The share link opens for a visitor who is not signed in.
    await page.getByTestId("share").click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(/\/share\/forms\/[0-9a-f-]+$/);
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(link);
      await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 30_000 });
      await expect(visitor.getByText("Company name").first()).toBeVisible();
    } finally {
      await visitorContext.close();
    }
    await page.keyboard.press("Escape");

    // Version 2: an edit after publishing makes a new draft; publishing it makes version 2.
    await page
      .getByTestId("outline-item")
      .filter({ hasText: "Company name" })
      .getByTestId("outline-select")
      .click();
    await page.getByTestId("question-panel").getByTestId("question-label-en").fill("Company legal name");
    await expect(page.getByTestId("builder-version")).toHaveText("Version 2 · draft", { timeout: 20_000 });
    await page.getByTestId("publish").click();
    await expect(page.getByTestId("publish-state")).toContainText("Published as version 2", {
      timeout: 20_000,
    });

    await page.getByTestId("versions").click();
    await expect(page.getByTestId("version-row")).toHaveCount(2);
    await page.getByTestId("compare-go").click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Version 1 compared with version 2" }),
    ).toBeVisible();
    const changed = page.getByTestId("compare-changed");
    await expect(changed.getByTestId("compare-aspect-label")).toContainText("Company name");
    await expect(changed.getByTestId("compare-aspect-label")).toContainText("Company legal name");
  } finally {
    if (formId)
      await gqlAs(
        api,
        "admin",
        "mutation JourneyFormsBuilder($formId: ID!) { deleteForm(formId: $formId) }",
        {
          formId,
        },
      );
  }
});
