import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { endSession } from "./support/shell.ts";
import { signIn } from "./support/sign-in.ts";

/**
 * Issue 6's journey: the demo founder books a 30-minute session with the demo coach from
 * the coach's profile, sees the confirmation and downloads the ICS; the coach, on their own
 * profile, is offered no 'Book a session'.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function coachId(request: APIRequestContext, page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("accelerator-token"));
  const answer = await request.post("/graphql?operation=JourneyCoach", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query: 'query JourneyCoach { community(search: "Coachman") { items { id fullName } } }' },
  });
  const body = (await answer.json()) as { data: { community: { items: { id: string }[] } } };
  const id = body.data.community.items[0]?.id;
  if (!id) throw new Error("the demo coach is not in the founder's community");
  return id;
}

test("the founder books a 30-minute session with the coach and downloads the invitation", async ({
  page,
}, testInfo) => {
  try {
    await signIn(page, "founder@demo.test");
    const id = await coachId(page.request, page);
    await page.goto(`/profile/${id}/show`);
    await page.getByRole("button", { name: "Book a session" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a session" });

    await dialog.getByRole("button", { name: "30 minute meeting" }).click();
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    // The first day with a slot (this month, or the next one).
    const firstFreeDay = dialog.locator("button[aria-label*=', 20']:not([disabled])").first();
    if ((await firstFreeDay.count()) === 0) await dialog.getByRole("button", { name: "Next month" }).click();
    await firstFreeDay.click();
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    await dialog
      .getByRole("button", { name: /^\d{1,2}:\d{2}/ })
      .first()
      .click();
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    await dialog.getByRole("textbox", { name: "Add notes" }).fill("Our pitch deck, please.");
    await dialog.getByRole("button", { name: "Schedule Meeting" }).click();

    await expect(dialog.getByRole("heading", { name: "Your meeting is scheduled" })).toBeVisible();
    await expect(dialog.getByText("Our pitch deck, please.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^Google Calendar/ })).toHaveAttribute(
      "href",
      /calendar\.google\.com.*Z/,
    );
    await page.screenshot({ path: testInfo.outputPath("booking-confirmation.png") });

    const download = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Download the .ics file" }).click();
    const file = await (await download).path();
    const ics = fs.readFileSync(file, "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  } finally {
    await endSession(page);
  }
});

test("a host is offered no 'Book a session' on their own profile", async ({ page }) => {
  try {
    await signIn(page, "founder@demo.test");
    const id = await coachId(page.request, page);
    await endSession(page);
    await signIn(page, "coach@demo.test");
    await page.goto(`/profile/${id}/show`);
    await expect(page.getByRole("heading", { name: "Carl Coachman" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book a session" })).toHaveCount(0);
  } finally {
    await endSession(page);
  }
});
