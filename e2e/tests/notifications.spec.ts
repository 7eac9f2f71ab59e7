import type { APIRequestContext } from "@playwright/test";
import { coachId } from "./support/booking.ts";
import { storedSession } from "./support/sessions.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Issue 14's notification journeys: the coach is told live when the founder books a session
 * with them (the bell's count rises without a reload), opens the panel where it is New, and the
 * count goes back to 0; in Arabic the panel reads right to left.
 */
test.use({ viewport: { width: 1280, height: 900 } });

async function asFounder(request: APIRequestContext, operation: string, query: string, variables = {}) {
  const { token } = await storedSession(request, "founder");
  const answer = await request.post(`/graphql?operation=${operation}`, {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { operationName: operation, query, variables },
  });
  const body = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

/** The founder books the coach's first free 30 minutes from tomorrow (as the booking dialog does); the meeting's id. */
async function founderBooksTheCoach(request: APIRequestContext): Promise<string> {
  const host = await coachId();
  const from = Math.floor(Date.now() / 1000) + 86_400;
  const slots = await asFounder(
    request,
    "JourneySlots",
    "query JourneySlots($id: ID!, $i: IntervalInput!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: $i, durationInMinutes: 30) { slots { start } } }",
    { id: host, i: { start: from, end: from + 14 * 86_400 } },
  );
  const free = (slots.getFreeSlotsByCustomerIds as { slots: { start: number }[] }[])[0]?.slots ?? [];
  // Not the first: another journey of this worker may book that one.
  const start = free[Math.min(free.length - 1, 7)]?.start;
  expect(start).toBeDefined();
  const booked = await asFounder(
    request,
    "JourneyBook",
    "mutation JourneyBook($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id } }",
    { i: { hostIds: [host], start, durationInMinutes: 30, description: "Notification journey" } },
  );
  return (booked.createCalendarEvent as { id: string }).id;
}

async function cancel(request: APIRequestContext, id: string) {
  await asFounder(
    request,
    "JourneyCancel",
    "mutation JourneyCancel($id: ID!) { cancelCalendarEvent(id: $id) { id } }",
    {
      id,
    },
  );
}

test("the coach is told live when the founder books, sees it as New, and the count goes to 0", async ({
  asUser,
}, testInfo) => {
  const request = await tenantApi();
  const coach = await asUser("coach");
  const bell = coach.getByTestId("notifications-button");
  // Start from a seen panel: opening it records the time and clears the count.
  await bell.click();
  await expect(coach.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await coach.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Notifications");

  const meeting = await founderBooksTheCoach(request);
  try {
    // Live: no reload.
    await expect(bell).toHaveAccessibleName("Notifications: 1 new", { timeout: 15_000 });
    await expect(coach.getByTestId("notifications-badge")).toHaveText("1");

    await bell.click();
    const panel = coach.getByRole("dialog", { name: "Notifications" });
    const fresh = panel.getByRole("region", { name: "New" });
    const item = fresh
      .getByRole("listitem")
      .filter({ hasText: /booked a meeting with you for/ })
      .first();
    await expect(item).toContainText("Fatima Founder");
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(coach.getByTestId("notifications-badge")).toHaveCount(0);
    await coach.screenshot({ path: testInfo.outputPath("notifications-panel-en.png") });

    // Clicking it opens its link (the calendar) and marks it read.
    await item.getByRole("button").click();
    await expect(coach).toHaveURL(/\/calendar$/);
    await bell.click();
    await expect(
      panel
        .getByRole("listitem")
        .filter({ hasText: /booked a meeting with you for/ })
        .first()
        .getByRole("button"),
    ).not.toHaveAttribute("data-unread", /.*/);
  } finally {
    await cancel(request, meeting);
  }
});

test("in Arabic the notification panel reads right to left", async ({ asUser, baseURL }, testInfo) => {
  const coach = await asUser("coach");
  await coach
    .context()
    .addCookies([{ name: "lang_pref", value: "ar", url: baseURL ?? "http://localhost:3100" }]);
  await coach.reload();
  await expect(coach.locator("html")).toHaveAttribute("dir", "rtl");
  const bell = coach.getByTestId("notifications-button");
  await bell.click();
  const panel = coach.getByRole("dialog", { name: "الإشعارات" });
  await expect(panel.getByRole("heading", { level: 2, name: "الإشعارات" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "إعدادات الإشعارات" })).toBeVisible();
  expect(await panel.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  // The panel opens under the bell, towards the page (to its right in Arabic, the bell being near the left end).
  const bellBox = await bell.boundingBox();
  const panelBox = await panel.boundingBox();
  expect(Math.round(panelBox?.x ?? -1)).toBeLessThanOrEqual(Math.round(bellBox?.x ?? 0));
  await coach.screenshot({ path: testInfo.outputPath("notifications-panel-ar.png") });

  // Its settings link: the type × channel grid, critical types locked on.
  await panel.getByRole("link", { name: "إعدادات الإشعارات" }).click();
  await expect(coach).toHaveURL(/\/profile\/settings\/notifications$/);
  const booked = coach.getByRole("checkbox", { name: "حجز اجتماع: في التطبيق" });
  await expect(booked).toBeChecked();
  await expect(booked).toBeDisabled();
  await expect(coach.getByRole("checkbox", { name: "تحديث المؤشرات: في التطبيق" })).toBeEnabled();
  await coach.screenshot({ path: testInfo.outputPath("notification-settings-ar.png"), fullPage: true });
});
