import { expect, type Locator, type Page } from "@playwright/test";
import { storedSession } from "./sessions.ts";
import { tenantApi } from "./tenant.ts";

/** The demo coach's id, as the founder's community list gives it. */
export async function coachId(): Promise<string> {
  const request = await tenantApi();
  const { token } = await storedSession(request, "founder");
  const answer = await request.post("/graphql?operation=JourneyCoach", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query: 'query JourneyCoach { community(search: "Coachman") { items { id fullName } } }' },
  });
  const body = (await answer.json()) as { data: { community: { items: { id: string }[] } } };
  const id = body.data.community.items[0]?.id;
  if (!id) throw new Error("the demo coach is not in the founder's community");
  return id;
}

/**
 * Walks an open booking or reschedule dialog from the date step: the `day`-th day with a
 * slot (this month or the next), its `slot`-th time, then Next to the notes.
 */
export async function pickSlot(dialog: Locator, { day = 0, slot = 0 } = {}) {
  const freeDays = dialog.locator("button[aria-label*=', 20']:not([disabled])");
  await expect(dialog.getByRole("button", { name: "Next month" })).toBeVisible();
  if ((await freeDays.count()) <= day) await dialog.getByRole("button", { name: "Next month" }).click();
  await freeDays.nth(day).click();
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await dialog
    .getByRole("button", { name: /^\d{1,2}:\d{2}/ })
    .nth(slot)
    .click();
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
}

/** Books 30 minutes from an opened 'Book a session' dialog, with notes; ends on the confirmation. */
export async function bookThirtyMinutes(dialog: Locator, notes: string) {
  await dialog.getByRole("button", { name: "30 minute meeting" }).click();
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await pickSlot(dialog);
  await dialog.getByRole("textbox", { name: "Add notes" }).fill(notes);
  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(dialog.getByRole("heading", { name: "Your meeting is scheduled" })).toBeVisible();
}

/** The start (seconds) of the meeting a confirmation shows, read from its Google Calendar link (UTC). */
export async function confirmedStart(dialog: Locator): Promise<number> {
  const href = (await dialog.getByRole("link", { name: /^Google Calendar/ }).getAttribute("href")) ?? "";
  const match = /dates=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(decodeURIComponent(href));
  if (!match) throw new Error(`no UTC start in ${href}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s) / 1000;
}

/** A meeting's card in the calendar, by its start. */
export const calendarCard = (page: Page, start: number) =>
  page.locator(`[data-testid="calendar-event"][data-event-start="${start}"]`);
