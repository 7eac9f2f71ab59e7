import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { freeSlotsMock } from "../../booking/testing.ts";
import {
  CARL,
  calendarFailureMock,
  calendarMock,
  cancelFailureMock,
  cancelMock,
  entry,
  ICS,
  icsFailureMock,
  icsMock,
  NOW,
  TIMEZONE,
} from "../test/calendar.fixtures.ts";
import { CalendarPage } from "./calendar-page.tsx";

const JULY_15 = entry("ev-1", "2026-07-15T07:30:00Z");
const JULY_15_LATER = entry("ev-2", "2026-07-15T12:00:00Z", {
  summary: "Pitch review",
  location: "Room 4, Station F",
  referenceType: null,
  referenceId: null,
  referenceName: null,
  durationInMinutes: 60,
  end: JULY_15.start + 5.5 * 3600,
});
const AUGUST_3 = entry("ev-3", "2026-08-03T09:00:00Z", { summary: "Hiring plan" });
const CARL_VIEWER = { id: CARL.id, fullName: CARL.fullName, timezone: TIMEZONE, startups: [] };

const card = (title: string) => {
  const heading = screen.getByRole("button", { name: title });
  return within(heading.closest(".mantine-Card-root") as HTMLElement);
};

describe("CalendarPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    URL.createObjectURL = vi.fn(() => "blob:meeting");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists the meetings by month, then day, with their time, people, place and links", async () => {
    renderPage(<CalendarPage />, { mocks: [calendarMock([AUGUST_3, JULY_15, JULY_15_LATER])] });
    const list = await screen.findByTestId("calendar-events");
    const headings = within(list)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "July 2026",
      "Wednesday, July 15, 2026",
      "August 2026",
      "Monday, August 3, 2026",
    ]);

    const first = card("Coaching session: Fatima Founder and Carl Coachman");
    expect(first.getByText(/^From 9:30\sAM to 10:00\sAM \(Central European Summer Time\)$/)).toBeTruthy();
    expect(first.getByText("30 minutes")).toBeTruthy();
    expect(first.getByText("With Carl Coachman and Fatima Founder")).toBeTruthy();
    expect(first.getByRole("link", { name: "Join" }).getAttribute("href")).toBe("https://meet.example/carl");
    expect(first.getByRole("link", { name: "Nimbus" }).getAttribute("href")).toBe(
      "/startup/s-nimbus/file/activities",
    );

    const second = card("Pitch review");
    expect(second.getByText("60 minutes")).toBeTruthy();
    expect(second.getByText(/^Location:/).textContent).toBe("Location: Room 4, Station F");
    expect(second.queryByRole("link", { name: "Join" })).toBeNull();
    expect(second.queryByRole("link", { name: "Nimbus" })).toBeNull();

    fireEvent.click(first.getByRole("button", { name: "Add to your calendar" }));
    expect(await screen.findByRole("button", { name: "Download the .ics file" })).toBeTruthy();
    const google = screen.getByRole("link", { name: "Google Calendar (opens in a new tab)" });
    expect(google.getAttribute("href")).toContain("dates=20260715T073000Z%2F20260715T080000Z");
    // The card's own controls do not open the meeting.
    expect(screen.queryByRole("dialog", { name: "Confirmation" })).toBeNull();
  });

  it("asks for a card's ICS only when it is downloaded, and saves it as meeting.ics", async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:meeting";
    });
    const asked = vi.fn();
    renderPage(<CalendarPage />, { mocks: [calendarMock([JULY_15]), icsMock("ev-1", asked)] });
    await screen.findByTestId("calendar-events");
    const first = card(JULY_15.summary);
    fireEvent.click(first.getByRole("button", { name: "Add to your calendar" }));
    const download = await screen.findByRole("button", { name: "Download the .ics file" });
    expect(asked).not.toHaveBeenCalled();
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual([{ href: "blob:meeting", download: "meeting.ics" }]));
    expect(await blobs[0]?.text()).toBe(ICS);
    expect(blobs[0]?.type).toBe("text/calendar;charset=utf-8");
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when a card's ICS cannot be downloaded", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderPage(<CalendarPage />, {
      mocks: [calendarMock([JULY_15]), icsFailureMock("ev-1", "Network down")],
    });
    await screen.findByTestId("calendar-events");
    fireEvent.click(card(JULY_15.summary).getByRole("button", { name: "Add to your calendar" }));
    fireEvent.click(await screen.findByRole("button", { name: "Download the .ics file" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The .ics file could not be downloaded. Please try again.",
    );
    expect(click).not.toHaveBeenCalled();
  });

  it("says 'No upcoming events' when there are none", async () => {
    renderPage(<CalendarPage />, { mocks: [calendarMock([])] });
    expect((await screen.findByTestId("calendar-empty")).textContent).toBe("No upcoming events");
  });

  it("shows a load error with a way to try again", async () => {
    renderPage(<CalendarPage />, {
      mocks: [calendarFailureMock("The server is down"), calendarMock([JULY_15])],
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your meetings could not be loaded");
    expect(alert.textContent).toContain("The server is down");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: JULY_15.summary })).toBeTruthy();
  });

  it("opens a meeting's details, asks before cancelling, then refetches and closes", async () => {
    renderPage(<CalendarPage />, {
      mocks: [calendarMock([JULY_15]), cancelMock("ev-1"), calendarMock([])],
    });
    fireEvent.click(await screen.findByText("30 minutes"));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirmation" }));
    expect(dialog.getByText("Wednesday, July 15, 2026")).toBeTruthy();
    expect(dialog.getByText("Pricing")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Reschedule" })).toBeTruthy();

    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    expect(dialog.getByText("Are you sure you want to cancel this meeting?")).toBeTruthy();
    expect(dialog.getByText("You can reschedule if you wish after cancelling this meeting")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Keep the meeting" }));
    expect(dialog.queryByText("Are you sure you want to cancel this meeting?")).toBeNull();

    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    expect(await screen.findByTestId("calendar-empty")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirmation" })).toBeNull());
  });

  it("shows the server's refusal in a red alert and keeps the meeting", async () => {
    renderPage(<CalendarPage />, {
      mocks: [calendarMock([JULY_15]), cancelFailureMock("ev-1", "ConflictError", "This meeting is over")],
    });
    fireEvent.click(await screen.findByRole("button", { name: JULY_15.summary }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirmation" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("This meeting is over");
    expect(dialog.getByRole("button", { name: "Reschedule" })).toBeTruthy();
  });

  it("offers no Reschedule to the meeting's host, who may still cancel", async () => {
    const hostsView = entry("ev-1", "2026-07-15T07:30:00Z", { viewerIsHost: true, canReschedule: false });
    renderPage(<CalendarPage />, { mocks: [calendarMock([hostsView], CARL_VIEWER)] });
    fireEvent.click(await screen.findByRole("button", { name: hostsView.summary }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirmation" }));
    expect(dialog.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(dialog.getByRole("button", { name: "Cancel meeting" })).toBeTruthy();
  });

  it("offers neither action when the server allows none", async () => {
    const past = entry("ev-1", "2026-07-15T07:30:00Z", { canReschedule: false, canCancel: false });
    renderPage(<CalendarPage />, { mocks: [calendarMock([past])] });
    fireEvent.click(await screen.findByRole("button", { name: past.summary }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirmation" }));
    expect(dialog.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(dialog.queryByRole("button", { name: "Cancel meeting" })).toBeNull();
  });

  it("opens the scheduler in reschedule mode from the details", async () => {
    renderPage(<CalendarPage />, {
      mocks: [calendarMock([JULY_15]), freeSlotsMock(undefined, 30, "2026-07", "ev-1")],
    });
    fireEvent.click(await screen.findByRole("button", { name: JULY_15.summary }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirmation" }));
    fireEvent.click(dialog.getByRole("button", { name: "Reschedule" }));
    const scheduler = within(await screen.findByRole("dialog", { name: "Reschedule the meeting" }));
    expect(scheduler.getByText("Carl Coachman · Coach")).toBeTruthy();
    expect(scheduler.getByText("Choose a date")).toBeTruthy();
    // The free times leave the meeting's own time out of the busy time.
    const day = await scheduler.findByRole("button", { name: "Wednesday, July 15, 2026" });
    await waitFor(() => expect(day).toHaveProperty("disabled", false));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Confirmation" })).toBeNull());
  });
});
