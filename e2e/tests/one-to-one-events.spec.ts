import { pickSlot } from "./support/booking.ts";
import { storedSession } from "./support/sessions.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * One-to-one events (issue 15): a founder books the demo office hours, whose two coaches
 * are booked together (OVERLAPPING), from the event page. The booking modal starts at the
 * date step with the event's duration; the confirmation names the Zoom link's provider and
 * offers 'Go to Event', back on the event's page. The modal in Arabic too. The journey
 * cancels its meeting at the end, so that the demo's slots stay free.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const TITLE = "Office hours with the coaches";

async function cancelMyMeetingsOf(eventId: string) {
  const api = await tenantApi();
  const { token } = await storedSession(api, "founder");
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api.post("/graphql?operation=JourneyOneToOne", {
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
      data: { query, variables },
    });
    return (await answer.json()) as {
      data?: { calendarEvents?: { id: string; contextId: string | null }[] };
    };
  };
  const { data } = await call("query JourneyOneToOne { calendarEvents { id contextId } }");
  for (const meeting of data?.calendarEvents ?? [])
    if (meeting.contextId === eventId)
      await call("mutation JourneyOneToOne($id: ID!) { cancelCalendarEvent(id: $id) { id } }", {
        id: meeting.id,
      });
}

test("a founder books a one-to-one event with two overlapping hosts and goes back to the event", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("founder", { startAt: "/events" });
  await page.getByRole("link", { name: TITLE }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const eventPath = new URL(page.url()).pathname;
  const eventId = eventPath.split("/").pop() ?? "";
  try {
    await page.getByTestId("event-book").click();
    const dialog = page.getByRole("dialog", { name: "Book a session" });
    await expect(dialog.getByTestId("booking-event-title")).toHaveText(TITLE);
    // spec-1 §4: the event's duration is preset, so the flow starts at the date step.
    await expect(dialog.getByText("Choose a date")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /minute meeting$/ })).toHaveCount(0);
    await expect(dialog.getByText("Carl Coachman · Coach")).toBeVisible();
    await expect(dialog.getByText("Grace Hopper · Admin & Coach")).toBeVisible();
    await pickSlot(dialog);
    await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect(dialog.getByRole("heading", { name: "Your meeting is scheduled" })).toBeVisible();
    await expect(dialog.getByText("30 minutes")).toBeVisible();
    await expect(dialog.getByText(/Carl Coachman/).last()).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Join with Zoom" })).toHaveAttribute(
      "href",
      /zoom\.us\/j\//,
    );
    await page.screenshot({ path: testInfo.outputPath("one-to-one-confirmation.png") });

    await dialog.getByRole("link", { name: "Go to Event" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
    // The event page knows the founder's session now (EVENTS-WEB's booking panel).
    await expect(page.getByTestId("booking-panel").getByText("You have booked a session")).toBeVisible();

    // The modal in Arabic (right to left), at its date step.
    await page.context().addCookies([{ name: "lang_pref", value: "ar", url: new URL(page.url()).origin }]);
    await page.reload();
    await page.getByTestId("event-book").click();
    const arabic = page.getByRole("dialog", { name: "احجز جلسة" });
    await expect(arabic.getByTestId("booking-month")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.screenshot({ path: testInfo.outputPath("one-to-one-date-step-ar.png") });
  } finally {
    await cancelMyMeetingsOf(eventId);
  }
});
