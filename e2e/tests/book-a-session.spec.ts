import fs from "node:fs";
import { bookThirtyMinutes, calendarCard, coachId, confirmedStart, pickSlot } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 6's journeys: the demo founder books a 30-minute session with the demo coach from
 * the coach's profile, sees the confirmation and downloads the ICS; the coach sees the
 * meeting in their calendar (and downloads its ICS from there) and is offered no 'Book a
 * session' on their own profile nor a 'Reschedule'; the founder moves the meeting, then
 * cancels it.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("the founder books a 30-minute session with the coach, and the coach sees it", async ({
  asUser,
}, testInfo) => {
  const notes = `Our pitch deck, please. (${testInfo.retry}-${Date.now()})`;
  const id = await coachId();
  const page = await asUser("founder", { startAt: `/profile/${id}/show` });
  await page.getByRole("button", { name: "Book a session" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a session" });
  await bookThirtyMinutes(dialog, notes);
  const start = await confirmedStart(dialog);

  await expect(dialog.getByText(notes)).toBeVisible();
  await expect(dialog.getByRole("link", { name: /^Google Calendar/ })).toHaveAttribute(
    "href",
    /calendar\.google\.com.*Z/,
  );
  await page.screenshot({ path: testInfo.outputPath("booking-confirmation.png") });

  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download the .ics file" }).click();
  const ics = fs.readFileSync(await (await download).path(), "utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // The coach finds it in their calendar: theirs to cancel, not to reschedule.
  const coach = await asUser("coach", { startAt: "/calendar" });
  const card = calendarCard(coach, start);
  await expect(card).toContainText("30 minute meeting");
  await expect(card).toContainText("Nimbus Analytics");
  await card.getByText("30 minutes").click();
  const details = coach.getByRole("dialog", { name: "Confirmation" });
  await expect(details.getByText(notes)).toBeVisible();
  await expect(details.getByRole("button", { name: "Cancel meeting" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
  await coach.screenshot({ path: testInfo.outputPath("coach-calendar.png") });

  // The list carries no ICS: the details' download asks the server for this meeting's file.
  const fromCalendar = coach.waitForEvent("download");
  await details.getByRole("button", { name: "Download the .ics file" }).click();
  const saved = await fromCalendar;
  expect(saved.suggestedFilename()).toBe("meeting.ics");
  const calendarIcs = fs.readFileSync(await saved.path(), "utf8");
  expect(calendarIcs).toContain("METHOD:REQUEST");
  const uid = /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
  expect(uid).toBeTruthy();
  expect(calendarIcs).toContain(`\r\nUID:${uid}\r\n`);
});

test("the founder moves a meeting to another slot, then cancels it", async ({ asUser }, testInfo) => {
  const notes = `Move me (${testInfo.retry}-${Date.now()})`;
  const id = await coachId();
  const page = await asUser("founder", { startAt: `/profile/${id}/show` });
  await page.getByRole("button", { name: "Book a session" }).click();
  const booking = page.getByRole("dialog", { name: "Book a session" });
  await bookThirtyMinutes(booking, notes);
  const bookedAt = await confirmedStart(booking);
  await booking.getByRole("button", { name: "Close" }).last().click();

  await page.goto("/calendar");
  await calendarCard(page, bookedAt).getByText("30 minutes").click();
  const details = page.getByRole("dialog", { name: "Confirmation" });
  await expect(details.getByText(notes)).toBeVisible();
  await details.getByRole("button", { name: "Reschedule" }).click();

  const moving = page.getByRole("dialog", { name: "Reschedule the meeting" });
  await pickSlot(moving, { day: 1, slot: 2 });
  await moving.getByRole("button", { name: "Reschedule" }).click();
  await expect(moving.getByRole("heading", { name: "Your meeting is rescheduled" })).toBeVisible();
  const download = page.waitForEvent("download");
  await moving.getByRole("link", { name: "Download the .ics file" }).click();
  const ics = fs.readFileSync(await (await download).path(), "utf8");
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain("SEQUENCE:1");
  const movedTo = await confirmedStart(moving);
  expect(movedTo).not.toBe(bookedAt);
  await moving.getByRole("button", { name: "Close" }).last().click();

  await expect(calendarCard(page, bookedAt)).toHaveCount(0);
  await calendarCard(page, movedTo).getByText("30 minutes").click();
  await details.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(details.getByText("Are you sure you want to cancel this meeting?")).toBeVisible();
  await details.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(details).toBeHidden();
  await expect(calendarCard(page, movedTo)).toHaveCount(0);
});

test("a host is offered no 'Book a session' on their own profile", async ({ asUser }) => {
  const id = await coachId();
  const page = await asUser("coach", { startAt: `/profile/${id}/show` });
  await expect(page.getByRole("heading", { name: "Carl Coachman" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book a session" })).toHaveCount(0);
});
