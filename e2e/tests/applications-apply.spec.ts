import type { Locator, Page } from "@playwright/test";
import { pickSlot } from "./support/booking.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { signInThroughForm } from "./support/sign-in.ts";
import { currentTenant, expect, test } from "./support/test.ts";

/**
 * Issue 17's first "Done when", end to end in Chromium (docs/applications.md): a visitor
 * applies to the demo's "Startup Accelerator 2027" through its public page, confirms the
 * e-mail, fills the intake form (the draft saves itself), reloads, and submits. Staff accept
 * round 1 (the application enters the evaluation round) and assign the two evaluators, who
 * score it blind; staff see the raw and normalised scores, accept it into the interview
 * round and invite it; the applicant books the interview; staff accept it. The founder signs
 * in and finds the new startup in their startup file.
 *
 * The applicant is new each run (an address of its own); the startup and the booked interview
 * stay in the worker's tenant (no other journey counts applications or this startup).
 */
test.use({ viewport: { width: 1280, height: 900 } });

const FUNNEL = "Startup Accelerator 2027";
const PASSWORD = "Launchpad-Applicant-2027!";

/** A Mantine select (or multi-select) by its label: opens it and picks the option. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole("combobox", { name: label })
    .or(page.getByRole("textbox", { name: label }))
    .first()
    .click();
  await page.getByRole("option", { name: option }).click();
}

/** An evaluator scores the application in its file's form tab, blind until they submit. */
async function scoreBlind(page: Page, applicant: string, grades: [string, string, string]) {
  const question = (id: string) => page.locator(`[data-question-id="${id}"]`);
  await expect(page.getByTestId("application-file-name")).toHaveText("Anonymous");
  await expect(page.getByText("Blind review", { exact: true })).toBeVisible();
  await expect(page.getByText(applicant)).toHaveCount(0);
  await question("c_team").getByRole("radio", { name: grades[0] }).check();
  await question("c_problem").getByRole("radio", { name: grades[1] }).check();
  await question("c_traction").getByRole("radio", { name: grades[2] }).check();
  await page.getByRole("button", { name: "Submit evaluation" }).click();
  await expect(page.getByText(/^You submitted your evaluation on .+\. Score: .+\.$/)).toBeVisible();
  // Submitted: the applicant is no longer hidden from them.
  await expect(page.getByTestId("application-file-name")).toHaveText(applicant);
}

/** Staff accept the application's current round from its file. */
async function acceptRound(staff: Page) {
  await staff.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = staff.getByRole("dialog", { name: "Accept this round?" });
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(dialog).toBeHidden();
}

const status = (page: Page): Locator => page.getByTestId("application-file-status");
const round = (page: Page): Locator => page.getByTestId("application-file-round");

test("a visitor applies, is scored blind by two evaluators, books an interview and is accepted: the founder finds the startup", async ({
  page,
  browser,
  asUser,
}) => {
  test.slow();
  const unique = Date.now().toString(36);
  const address = `jo.${unique}@${currentTenant()}.test`;
  const applicant = `Jo Journey${unique}`;
  const startup = `Journey Robotics ${unique}`;
  const since = Date.now();
  let applicationId = "";

  await test.step("a visitor applies on the public page and lands on the intake form", async () => {
    await page.goto("/apply/program/accelerator-2027");
    await expect(
      page.getByRole("heading", { level: 1, name: `You are applying for ${FUNNEL}` }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "First name" }).fill("Jo");
    await page.getByRole("textbox", { name: "Last name" }).fill(`Journey${unique}`);
    await page.getByRole("textbox", { name: "E-mail" }).fill(address);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
    await page.getByRole("textbox", { name: "Startup name" }).fill(startup);
    await page.getByRole("button", { name: "Create my account and apply" }).click();
    await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}\/forms\/1\/fill$/);
    applicationId = /\/application\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? "";
    await expect(page.getByText("Confirm your e-mail address to submit", { exact: false })).toBeVisible();
  });

  await test.step("the applicant confirms the e-mail through the link", async () => {
    const link = linkIn(await waitForMail({ to: address, since }), /^\/validate\/.+/);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Your e-mail address is confirmed. Thank you!")).toBeVisible();
  });

  const fillPath = () => `/application/${applicationId}/forms/1/fill`;
  const question = (id: string) => page.locator(`[data-question-id="${id}"]`);

  await test.step("the draft saves itself, survives a reload, and is submitted", async () => {
    await page.goto(fillPath());
    await question("q_pitch").getByRole("textbox").fill("Robots that sort recycling for small towns.");
    await question("q_problem")
      .getByRole("textbox")
      .fill("Small towns cannot afford sorting lines; our robot costs a tenth of one.");
    await expect(page.getByTestId("autosave-status")).toHaveText("Draft saved", { timeout: 15_000 });
    await page.reload();
    await expect(question("q_pitch").getByRole("textbox")).toHaveValue(
      "Robots that sort recycling for small towns.",
    );
    await expect(question("q_problem").getByRole("textbox")).toHaveValue(/^Small towns cannot afford/);
    await question("q_stage").getByRole("radio", { name: "Prototype" }).check();
    await page.getByRole("button", { name: "Submit my application" }).click();
    await expect(page.getByText("Thank you! Your application was submitted.")).toBeVisible();
  });

  const staff = await asUser("staff", { startAt: `/application/${applicationId}/activities` });

  await test.step("staff accept round 1: the application enters the evaluation round", async () => {
    await expect(staff.getByTestId("application-file-name")).toHaveText(applicant);
    await expect(status(staff)).toHaveText("Under review");
    await acceptRound(staff);
    await expect(round(staff)).toHaveText("Round 2: Pitch evaluation");
    await expect(status(staff)).toHaveText("Under review");
  });

  await test.step("staff assign the two evaluators from the overview", async () => {
    await staff.goto(`/application/overview?${new URLSearchParams({ q: unique })}`);
    await staff.getByRole("checkbox", { name: `Choose ${applicant}` }).check();
    await staff.getByTestId("application-batch-ASSIGN_EVALUATORS").click();
    const dialog = staff.getByRole("dialog", { name: "Assign evaluators" });
    await choose(staff, "Evaluators", "Eva Lu");
    await choose(staff, "Evaluators", "Idris Bakare");
    // Closes the list of evaluators; "All of them on each" (by hand) is the mode chosen already.
    await dialog.getByText(/^Evaluators are assigned to/).click();
    await expect(dialog.getByRole("radio", { name: "All of them on each" })).toBeChecked();
    await dialog.getByRole("button", { name: "Start" }).click();
    await expect(staff.getByTestId("batch-progress-card")).toContainText("processed", { timeout: 30_000 });
  });

  await test.step("each evaluator scores it blind", async () => {
    const first = await asUser("evaluator", { startAt: `/application/${applicationId}/form` });
    await scoreBlind(first, applicant, ["Good", "Fair", "Weak"]);
    await first.context().close();
    const second = await asUser("evaluator2", { startAt: `/application/${applicationId}/form` });
    await scoreBlind(second, applicant, ["Excellent", "Good", "Good"]);
    await second.context().close();
  });

  await test.step("staff see the raw and normalised scores, accept it into the interview round and invite it", async () => {
    await staff.goto(`/application/${applicationId}/form`);
    const scores = staff.getByTestId("application-scores");
    await expect(scores.getByTestId("raw-average")).toHaveText(/\d/);
    await expect(scores.getByTestId("normalised-score")).toHaveText(/\d/);
    await expect(status(staff)).toHaveText("Decision needed");
    await acceptRound(staff);
    await expect(round(staff)).toHaveText("Round 3: Interview");
    await staff.getByTestId("application-tab-meeting").click();
    await staff.getByRole("button", { name: "Invite to the meeting" }).click();
    await expect(staff.getByText("Invitation sent", { exact: true })).toBeVisible();
  });

  await test.step("the applicant books the interview", async () => {
    await page.goto(`/application/${applicationId}/meeting`);
    await page.getByRole("button", { name: "Book your meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a session" });
    await expect(dialog.getByText("Choose a date")).toBeVisible();
    await pickSlot(dialog);
    await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect(dialog.getByRole("heading", { name: "Your meeting is scheduled" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(page.getByText("Meeting booked", { exact: true })).toBeVisible();
  });

  await test.step("staff accept it: the applicant is enrolled", async () => {
    await staff.reload();
    await expect(staff.getByText("Meeting booked", { exact: true })).toBeVisible();
    await acceptRound(staff);
    await expect(status(staff)).toHaveText("Accepted");
  });

  await test.step("the founder signs in and finds the new startup in their startup file", async () => {
    const context = await browser.newContext();
    const founder = await context.newPage();
    await signInThroughForm(founder, address, PASSWORD);
    await founder.goto("/startup/file");
    await expect(founder.getByRole("heading", { level: 1, name: startup })).toBeVisible();
    await context.close();
  });
});
