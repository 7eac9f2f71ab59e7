import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MAIL_DIR, type ReceivedMail } from "../mail-settings.ts";
import { journeyGraphql } from "./support/journey-graphql.ts";
import { currentTenant, expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 17's second "Done when" (docs/applications.md, docs/application-overview.md): staff
 * choose the 20 applications under review in the first round of the demo's "Startup
 * Accelerator 2027" (docs/demo-data.md: exactly those 20 are there) on the overview and
 * reject them in one batch with the reason "Not a fit for this cohort". The progress card
 * shows the batch running and then done, and the 20 applicants' rejection e-mails arrive.
 *
 * The 20 stay rejected in the worker's tenant: no other journey counts applications.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const gql = journeyGraphql("JourneyApplicationsBatch");
const FUNNEL = "Startup Accelerator 2027";

/** The rejection e-mails received since `since`, one per demo applicant of this worker's tenant. */
function rejectionsSince(since: number): Set<string> {
  const applicant = new RegExp(`^applicant\\d+@${currentTenant()}\\.test$`);
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return new Set();
  }
  const to = new Set<string>();
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as ReceivedMail;
    if (mail.receivedAt < since || mail.subject !== `Your application to ${FUNNEL}`) continue;
    for (const address of mail.to) if (applicant.test(address)) to.add(address);
  }
  return to;
}

test("staff reject 20 applications in one batch: the progress card shows, and the 20 e-mails arrive", async ({
  asUser,
}) => {
  const since = Date.now();
  const data = await gql(
    await tenantApi(),
    "staff",
    "query JourneyApplicationsBatch { funnels { id name rounds { id position } } }",
  );
  const funnel = (
    data.funnels as { id: string; name: string; rounds: { id: string; position: number }[] }[]
  ).find((f) => f.name === FUNNEL);
  const first = funnel?.rounds.find((r) => r.position === 1);
  expect(funnel && first, "the demo's startup funnel and its first round").toBeTruthy();
  const filter = new URLSearchParams({
    funnel: funnel?.id ?? "",
    round: first?.id ?? "",
    status: "under_review",
  });
  const page = await asUser("staff", { startAt: `/application/overview?${filter}` });

  await test.step("staff choose the 20 applications under review in round 1", async () => {
    await expect(page.getByText("20 applications", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Choose every application of this page" }).check();
    await expect(page.getByText("20 applications chosen")).toBeVisible();
  });

  await test.step("and reject them with a reason: the progress card follows the batch", async () => {
    await page.getByTestId("application-batch-REJECT").click();
    const dialog = page.getByRole("dialog", { name: "Reject" });
    await dialog.getByRole("combobox", { name: `Reason for ${FUNNEL}` }).click();
    // Every round of the funnel has its own "Not a fit" e-mail, listed in round order (the
    // dialog does not name their rounds): the first is round 1's, the round of the 20.
    await page.getByRole("option", { name: "Not a fit for this cohort" }).first().click();
    await dialog.getByRole("button", { name: "Start" }).click();
    const card = page.getByTestId("batch-progress-card");
    await expect(card).toBeVisible();
    await expect(card).toContainText("20 applications processed.", { timeout: 60_000 });
  });

  await test.step("the 20 rejection e-mails arrive", async () => {
    await expect
      .poll(() => rejectionsSince(since).size, { message: "rejection e-mails", timeout: 60_000 })
      .toBe(20);
  });
});
