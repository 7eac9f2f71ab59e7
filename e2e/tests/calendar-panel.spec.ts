import type { Page } from "@playwright/test";
import { coachId } from "./support/booking.ts";
import { storedSession } from "./support/sessions.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 15's calendar panel: the founder has a meeting with the coach (booked through the
 * API at a free slot); with the browser's clock set inside it, the top bar's slide-over
 * shows it happening, with a marker that moves, and steps through weeks and months.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const api = await tenantApi();
  const answer = await api.post("/graphql?operation=Journey", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function bookAMeeting(token: string, coach: string) {
  const now = Math.floor(Date.now() / 1000);
  const { getFreeSlotsByCustomerIds: free } = await graphql<{
    getFreeSlotsByCustomerIds: { slots: { start: number }[] }[];
  }>(
    token,
    "query F($id: ID!, $s: Int!, $e: Int!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: { start: $s, end: $e }, durationInMinutes: 30) { slots { start } } }",
    { id: coach, s: now, e: now + 21 * 86_400 },
  );
  const slots = free[0]?.slots ?? [];
  // Not the first free slot: the booking journeys of this worker take that one.
  const start = slots[Math.min(12, slots.length - 1)]?.start;
  if (!start) throw new Error("the coach has no free slot");
  const { createCalendarEvent } = await graphql<{ createCalendarEvent: { id: string } }>(
    token,
    'mutation B($id: ID!, $s: Int!) { createCalendarEvent(input: { hostIds: [$id], start: $s, durationInMinutes: 30, description: "Panel journey" }) { id } }',
    { id: coach, s: start },
  );
  return { id: createCalendarEvent.id, start };
}

const range = (page: Page) => page.getByTestId("calendar-panel-range");

test("the calendar panel shows a happening meeting with a moving marker and steps through weeks", async ({
  asUser,
}, testInfo) => {
  const { token } = await storedSession(await tenantApi(), "founder");
  const meeting = await bookAMeeting(token, await coachId());
  try {
    const page = await asUser("founder");
    // Ten minutes into the meeting, by the browser's clock (which then runs on).
    await page.clock.install({ time: new Date((meeting.start + 600) * 1000) });
    await page.reload();
    await page.getByRole("button", { name: "Calendar and events" }).click();
    const panel = page.getByRole("dialog", { name: "Calendar and events" });
    await expect(panel.getByTestId("calendar-panel-days")).toBeVisible();
    const card = panel
      .getByTestId("calendar-panel-event")
      .filter({ has: page.getByTestId("calendar-panel-now") });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("calendar-panel-timing")).toHaveText("Happening now");
    const marker = card.getByTestId("calendar-panel-now");
    const before = Number(await marker.getAttribute("data-share"));
    expect(before).toBeGreaterThan(0.3);
    await page.clock.runFor(5_000);
    await expect.poll(async () => Number(await marker.getAttribute("data-share"))).toBeGreaterThan(before);
    await page.screenshot({ path: testInfo.outputPath("calendar-panel-en.png") });

    const today = await range(page).textContent();
    await panel.getByRole("button", { name: "Next 5 days" }).click();
    await expect(range(page)).not.toHaveText(today ?? "");
    await expect(panel.getByTestId("calendar-panel-now")).toHaveCount(0);
    await panel.getByRole("button", { name: "Next month" }).click();
    await panel.getByRole("button", { name: "Previous month" }).click();
    await panel.getByRole("button", { name: "Previous 5 days" }).click();
    await expect(range(page)).toHaveText(today ?? "");
    await expect(panel.getByTestId("calendar-panel-now")).toHaveCount(1);

    await test.step("a card opens the Confirmation modal", async () => {
      await card.getByRole("button").first().click();
      const details = page.getByRole("dialog", { name: "Confirmation" });
      await expect(details.getByText("Panel journey")).toBeVisible();
      await details.getByRole("button", { name: "Close" }).last().click();
    });

    await test.step("in Arabic the panel slides from the left and reads right to left", async () => {
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Language" }).click();
      await page.getByRole("menuitem", { name: "العربية" }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByRole("button", { name: "التقويم والفعاليات" }).click();
      const arabic = page.getByRole("dialog", { name: "التقويم والفعاليات" });
      await expect(arabic.getByText("جارٍ الآن")).toBeVisible();
      // From the inline end: the left in Arabic, away from the side menu on the right.
      await expect.poll(async () => Math.round((await arabic.boundingBox())?.x ?? -1)).toBe(0);
      await page.screenshot({ path: testInfo.outputPath("calendar-panel-ar.png") });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "اللغة" }).click();
      await page.getByRole("menuitem", { name: "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    });
  } finally {
    await graphql(token, "mutation C($id: ID!) { cancelCalendarEvent(id: $id) { id } }", { id: meeting.id });
  }
});
