import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { journeyGraphql } from "./support/journey-graphql.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 16's Done-when, the respondent's part: staff publish a feedback form with every
 * question type (a conditional section, a calculated total, a file question); a founder
 * fills it in English and in Arabic, uploads a file, reloads mid-way (the draft is kept),
 * submits, and downloads the PDF of their answers, which opens (pdf.js reads its text back).
 * The journey archives the form it made (a form with answers cannot be deleted).
 */
const gqlAs = journeyGraphql("JourneyFormsFill");

const label = (en: string, ar: string) => ({ en, ar });
const option = (value: string, en: string, ar: string, numericalValue?: number) => ({
  value,
  labels: label(en, ar),
  ...(numericalValue === undefined ? {} : { numericalValue }),
});

function definition(title: string, customField: { id: string; fieldType: string } | null) {
  return {
    locales: ["en", "ar"],
    title: label(title, `استبيان ${title}`),
    questions: [
      {
        id: "name",
        questionType: "text",
        label: label("Your name", "اسمك"),
        validations: { required: true },
      },
      { id: "story", questionType: "text_long", label: label("Your story", "قصتك") },
      { id: "site", questionType: "text_link", label: label("Website", "الموقع") },
      {
        id: "team",
        questionType: "number",
        label: label("Team size", "حجم الفريق"),
        validations: { min: 1 },
      },
      {
        id: "rating",
        questionType: "number_scale",
        label: label("Rating", "التقييم"),
        scale: { min: 1, max: 5 },
      },
      {
        id: "channels",
        questionType: "select_checkbox",
        label: label("Channels", "القنوات"),
        options: [option("web", "Web", "الويب", 2), option("events", "Events", "الفعاليات", 1)],
      },
      {
        id: "stage",
        questionType: "select_dropdown",
        label: label("Stage", "المرحلة"),
        options: [option("idea", "Idea", "فكرة"), option("growth", "Growth", "نمو")],
      },
      {
        id: "coached",
        questionType: "select_radio",
        label: label("Were you coached?", "هل حصلت على إرشاد؟"),
        validations: { required: true },
        options: [option("yes", "Yes", "نعم"), option("no", "No", "لا")],
      },
      {
        id: "tools",
        questionType: "select_multi_dropdown",
        label: label("Tools", "الأدوات"),
        options: [option("a", "Alpha", "ألفا"), option("b", "Beta", "بيتا")],
      },
      {
        id: "sector",
        questionType: "tree_single",
        label: label("Sector", "القطاع"),
        optionsDepth: 2,
        options: [
          { ...option("tech", "Tech", "التقنية"), children: [option("ai", "AI", "الذكاء الاصطناعي")] },
        ],
      },
      {
        id: "markets",
        questionType: "tree_multi",
        label: label("Markets", "الأسواق"),
        optionsDepth: 2,
        options: [{ ...option("eu", "Europe", "أوروبا"), children: [option("fr", "France", "فرنسا")] }],
      },
      { id: "start", questionType: "date", label: label("Start date", "تاريخ البدء") },
      {
        id: "funding",
        questionType: "table",
        label: label("Funding rounds", "جولات التمويل"),
        columns: [
          { id: "round", label: label("Round", "الجولة"), type: "text", required: true },
          { id: "amount", label: label("Amount", "المبلغ"), type: "number" },
        ],
      },
      {
        id: "deck",
        questionType: "file",
        label: label("Pitch deck", "العرض التقديمي"),
        validations: { required: true, fileTypes: ["pdf"] },
      },
      { id: "pitch", questionType: "video", label: label("Pitch video", "فيديو العرض") },
      ...(customField
        ? [
            {
              id: "profileField",
              questionType: "custom_field",
              behavesAs: customField.fieldType,
              label: label("A profile field", "حقل الملف الشخصي"),
              customField: { entity: "user", fieldId: customField.id },
            },
          ]
        : []),
      {
        id: "coaching",
        questionType: "section",
        label: label("Coaching", "الإرشاد"),
        dependency: {
          operator: "and",
          statements: [{ action: "show", questionId: "coached", operator: "IS", values: ["yes"] }],
        },
      },
      { id: "h1", questionType: "heading", label: label("About your coach", "عن المرشد") },
      { id: "h2", questionType: "sub_heading", label: label("Sessions", "الجلسات") },
      {
        id: "p1",
        questionType: "paragraph",
        label: label("Tell us how it went.", "أخبرنا كيف سارت الأمور."),
      },
      {
        id: "coachName",
        questionType: "text",
        label: label("Coach's name", "اسم المرشد"),
        validations: { required: true },
      },
      {
        id: "total",
        questionType: "calculated",
        label: label("Total", "المجموع"),
        calculation: {
          operator: "sum",
          terms: [
            { questionId: "team", weight: 1 },
            { questionId: "channels", weight: 1 },
          ],
        },
      },
    ],
  };
}

async function publishForm(api: APIRequestContext, title: string): Promise<string> {
  const fields = (
    await gqlAs(
      api,
      "staff",
      "query JourneyFormsFill { customFields(entity: user) { id fieldType archived } }",
    )
  ).customFields as { id: string; fieldType: string; archived: boolean }[];
  const field = fields.find((candidate) => !candidate.archived && candidate.fieldType === "number") ?? null;
  const created = await gqlAs(
    api,
    "staff",
    "mutation JourneyFormsFill($input: CreateFormInput!) { createForm(input: $input) { id } }",
    { input: { kind: "feedback", definition: definition(title, field) } },
  );
  const formId = (created.createForm as { id: string }).id;
  const published = await gqlAs(
    api,
    "staff",
    "mutation JourneyFormsFill($formId: ID!) { publishForm(formId: $formId) { state fieldErrors } }",
    { formId },
  );
  expect(published.publishForm).toMatchObject({ state: "success" });
  return formId;
}

/** A one-page PDF (what the server's sniffing takes for a document). */
function tinyPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

/** The text of a PDF's pages as pdf.js reads it (what a reader copies). */
async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join("\n");
}

test("a founder fills a published form in English and Arabic with a file, reloads mid-way, submits and downloads the PDF", async ({
  asUser,
}) => {
  test.slow();
  const api = await tenantApi();
  const title = `Programme feedback ${Date.now()}`;
  const formId = await publishForm(api, title);
  try {
    const founder = await asUser("founder", { startAt: `/survey/${formId}` });
    await expect(founder.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const question = (id: string) => founder.locator(`[data-question-id="${id}"]`);

    // The coaching section is asked only after "Yes": one step so far. Submitting refuses the
    // empty required questions, says so under them and moves focus to the first.
    await founder.getByRole("button", { name: "Submit" }).click();
    await expect(question("name").getByText("Your name is a required field")).toBeVisible();
    await expect(founder.getByRole("textbox", { name: "Your name" })).toBeFocused();

    await founder.getByRole("textbox", { name: "Your name" }).fill("Fatima Founder");
    await founder.getByRole("textbox", { name: /^Team size/ }).fill("4");
    await question("channels").getByRole("checkbox", { name: "Web" }).check();
    await question("coached").getByRole("radio", { name: "Yes" }).check();
    await expect(founder.getByRole("progressbar", { name: "Step 1 of 2" })).toBeVisible();
    await question("sector").getByRole("radio", { name: "AI" }).check();
    await question("start").locator("input").fill("2026-03-01");
    await question("funding").getByRole("button", { name: "Add a row" }).click();
    await question("funding").getByRole("textbox", { name: "Round, row 1" }).fill("Seed");
    await question("funding").getByRole("textbox", { name: "Amount, row 1" }).fill("250000");
    await question("deck")
      .locator("input[type=file]")
      .setInputFiles({ name: "deck.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    await expect(question("deck").getByText("deck.pdf", { exact: true })).toBeVisible();
    // No video token in the demo (flag videoQuestions off): the video question is not asked.
    await expect(question("pitch")).toHaveCount(0);
    await expect(founder.getByTestId("autosave-status")).toHaveText("Draft saved", { timeout: 15_000 });
    await expectNoSeriousA11yViolations(founder, `/survey/${formId}`);
    await founder.screenshot({ path: "/tmp/shots/fill-survey-en.png", fullPage: true });

    // Mid-way, the page reloads: the draft is back, the file too.
    await founder.reload();
    await expect(founder.getByRole("textbox", { name: "Your name" })).toHaveValue("Fatima Founder");
    await expect(question("deck").getByText("deck.pdf", { exact: true })).toBeVisible();
    await expect(question("funding").getByRole("textbox", { name: "Round, row 1" })).toHaveValue("Seed");
    await expect(founder.getByTestId("autosave-status")).toHaveText("Your draft has been restored.");

    // The rest in Arabic: the form's own language switch, right to left.
    await founder.getByRole("combobox", { name: "Form language" }).selectOption("ar");
    const form = founder.getByTestId("form-renderer");
    await expect(form).toHaveAttribute("dir", "rtl");
    await expect(founder.getByRole("heading", { level: 1, name: `استبيان ${title}` })).toBeVisible();
    await founder.getByRole("textbox", { name: /^قصتك/ }).fill("بدأنا الشركة في الربيع.");
    await founder.screenshot({ path: "/tmp/shots/fill-survey-ar.png", fullPage: true });
    await founder.getByRole("button", { name: "Next" }).click();
    await expect(founder.getByRole("heading", { name: "الإرشاد" })).toBeFocused();
    await expect(founder.getByRole("progressbar", { name: "Step 2 of 2" })).toBeVisible();
    // The calculated total: team 4 + Web's value 2.
    await expect(question("total").getByTestId("calculated-value")).toHaveText("6");
    await founder.getByRole("textbox", { name: "اسم المرشد" }).fill("Grace Hopper");
    await founder.screenshot({ path: "/tmp/shots/fill-survey-ar-step2.png", fullPage: true });
    await founder.getByRole("button", { name: "Submit" }).click();
    await expect(founder.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();

    // The PDF of the answers downloads and opens.
    const download = founder.waitForEvent("download");
    await founder.getByRole("link", { name: "Download my answers (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Fatima Founder");
    expect(text).toContain("Grace Hopper");
    expect(text).toContain("deck.pdf");
    await expect(founder.getByTestId("download-done")).toBeVisible();

    // Submitted is final: the survey now says so and offers the PDF again.
    await founder.goto(`/survey/${formId}`);
    await expect(founder.getByText("You have already answered this form.")).toBeVisible();
  } finally {
    await gqlAs(
      api,
      "staff",
      "mutation JourneyFormsFill($formId: ID!) { archiveForm(formId: $formId) { id } }",
      {
        formId,
      },
    );
  }
});
