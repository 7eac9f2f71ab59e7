import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import type { BookingViewer } from "../lib/types.ts";
import {
  CARL,
  createFailureMock,
  createMock,
  FATIMA,
  freeSlotsMock,
  ICS,
  TIMEZONE,
} from "../test/booking.fixtures.ts";
import { button, chooseDayAndTime, freezeBookingClock, time } from "../test/booking-steps.ts";
import { BookingModal } from "./booking-modal.tsx";

const onClose = vi.fn();

function renderBooking(mocks: MockLink.MockedResponse[], viewer: BookingViewer = FATIMA) {
  return renderPage(
    <BookingModal
      opened
      onClose={onClose}
      hosts={[CARL]}
      viewer={viewer}
      durations={[30, 60]}
      startupId="s-nimbus"
    />,
    { mocks },
  );
}

/** Duration 30 → 15 July → the given time, then Next to the notes. */
async function chooseUpToNotes(at = "9:30 AM") {
  fireEvent.click(await screen.findByRole("button", { name: "30 minute meeting" }));
  fireEvent.click(button("Next"));
  return chooseDayAndTime(at);
}

describe("Book a session", { timeout: 20_000 }, () => {
  freezeBookingClock();
  afterEach(() => {
    onClose.mockReset();
  });

  it("walks the steps; Next waits for each choice; the breadcrumb jumps back", async () => {
    renderBooking([freeSlotsMock()]);
    const dialog = await screen.findByRole("dialog", { name: "Book a session" });
    // The attendee labels under the title.
    expect(within(dialog).getByText("Carl Coachman · Coach")).toBeTruthy();
    expect(within(dialog).getByText("Fatima Founder (you)")).toBeTruthy();

    expect(button("Next")).toHaveProperty("disabled", true);
    expect(button("60 minute meeting")).toBeTruthy();
    fireEvent.click(button("30 minute meeting"));
    expect(button("30 minute meeting").getAttribute("aria-pressed")).toBe("true");
    expect(button("Next")).toHaveProperty("disabled", false);
    fireEvent.click(button("Next"));

    await screen.findByRole("button", { name: "Wednesday, July 15, 2026" });
    expect(button("Next")).toHaveProperty("disabled", true);
    fireEvent.click(await waitForEnabled("Wednesday, July 15, 2026"));
    fireEvent.click(button("Next"));

    expect(await screen.findByText("Choose a time on Wednesday, July 15, 2026")).toBeTruthy();
    expect(screen.getByText("Times are shown in your time zone: Central European Summer Time.")).toBeTruthy();
    expect(button(time("9:00 AM"))).toBeTruthy();
    expect(button("Next")).toHaveProperty("disabled", true);
    fireEvent.click(button(time("9:30 AM")));
    fireEvent.click(button("Next"));

    const notes = await screen.findByRole("textbox", { name: "Add notes [Optional]" });
    expect(notes.getAttribute("rows")).toBe("4");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    const trail = within(screen.getByRole("navigation", { name: "Your choices so far" }));
    expect(trail.getByRole("button", { name: "30 minute meeting" })).toBeTruthy();
    expect(trail.getByRole("button", { name: time("9:30 AM") })).toBeTruthy();

    fireEvent.click(trail.getByRole("button", { name: "Jul 15, 2026" }));
    const day = await screen.findByRole("button", { name: "Wednesday, July 15, 2026" });
    expect(day.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("Back"));
    expect(await screen.findByRole("button", { name: "30 minute meeting" })).toBeTruthy();
    fireEvent.click(button("Cancel"));
    expect(onClose).toHaveBeenCalled();
  });

  it("disables the days without a free slot, and every day before today", async () => {
    renderBooking([freeSlotsMock()]);
    fireEvent.click(await screen.findByRole("button", { name: "30 minute meeting" }));
    fireEvent.click(button("Next"));
    await waitForEnabled("Wednesday, July 15, 2026");
    expect(button("Friday, July 17, 2026")).toHaveProperty("disabled", false);
    expect(button("Thursday, July 16, 2026")).toHaveProperty("disabled", true);
    expect(button("Tuesday, July 14, 2026")).toHaveProperty("disabled", true);
    expect(button("Monday, July 13, 2026")).toHaveProperty("disabled", true);
    expect(button("Tuesday, July 14, 2026").getAttribute("aria-current")).toBe("date");
    expect(button("Previous month")).toHaveProperty("disabled", true);
  });

  it("schedules the meeting with the notes and shows the confirmation, the .ics and calendar links", async () => {
    renderBooking([freeSlotsMock(), createMock({ start: "2026-07-15T07:30:00Z", description: "Pricing" })]);
    const notes = await chooseUpToNotes();
    fireEvent.change(notes, { target: { value: "Pricing" } });
    fireEvent.blur(notes);
    fireEvent.click(button("Schedule Meeting"));

    const confirmation = within(await screen.findByTestId("booking-confirmation"));
    expect(confirmation.getByText("Your meeting is scheduled")).toBeTruthy();
    expect(confirmation.getByText("Wednesday, July 15, 2026")).toBeTruthy();
    expect(
      confirmation.getByText(/^From 9:30\sAM to 10:00\sAM \(Central European Summer Time\)$/),
    ).toBeTruthy();
    expect(confirmation.getByText("30 minutes")).toBeTruthy();
    // An https location is a link to join (not Zoom or Teams: no provider named).
    expect(confirmation.getByRole("link", { name: "Join" }).getAttribute("href")).toBe(
      "https://meet.example/carl",
    );
    expect(confirmation.queryByTestId("go-to-event")).toBeNull();
    expect(confirmation.getByText("Pricing")).toBeTruthy();
    expect(confirmation.getByText("Carl Coachman, Fatima Founder")).toBeTruthy();

    const ics = await confirmation.findByRole("link", { name: "Download the .ics file" });
    expect(ics.getAttribute("download")).toBe("meeting.ics");
    expect(ics.getAttribute("href")).toBe("blob:meeting");
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(ICS);

    const google = confirmation.getByRole("link", { name: "Google Calendar (opens in a new tab)" });
    expect(google.getAttribute("href")).toContain("dates=20260715T073000Z%2F20260715T080000Z");
    for (const name of ["Outlook calendar", "Office 365 calendar", "Yahoo Calendar"]) {
      expect(confirmation.getByRole("link", { name: `${name} (opens in a new tab)` })).toBeTruthy();
    }
    expect(screen.queryByRole("navigation", { name: "Your choices so far" })).toBeNull();
  });

  it("counts the notes' characters up to 1000, and says a refused note in the user's words", async () => {
    const long = "x".repeat(1000);
    renderBooking([
      freeSlotsMock(),
      {
        request: createFailureMock(
          { start: "2026-07-15T07:30:00Z", description: long },
          "ValidationError",
          "",
        ).request,
        result: {
          errors: [
            {
              message: "Too big: expected string to have <=1000 characters",
              extensions: {
                name: "ValidationError",
                fields: { description: "Too big: expected string to have <=1000 characters" },
                fieldErrors: [{ path: "description", code: "TOO_LONG", params: { max: 1000 } }],
              },
            },
          ],
        },
      },
    ]);
    const notes = await chooseUpToNotes();
    expect(notes.getAttribute("maxlength")).toBe("1000");
    expect(screen.getByTestId("booking-notes-count").textContent).toBe("0 of 1,000 characters");
    const described = document.getElementById(notes.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("0 of 1,000 characters");
    fireEvent.change(notes, { target: { value: long } });
    fireEvent.blur(notes);
    expect(screen.getByTestId("booking-notes-count").textContent).toBe("1,000 of 1,000 characters");
    fireEvent.click(button("Schedule Meeting"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Add notes must be less than or equal to 1,000 characters");
    expect(alert.textContent).not.toContain("Too big");
  });

  it("hides 'Schedule Meeting' from a viewer who is one of the hosts", async () => {
    const carlAsViewer = { id: CARL.id, fullName: CARL.fullName, timezone: TIMEZONE, startups: [] };
    renderBooking([freeSlotsMock()], carlAsViewer);
    await chooseUpToNotes();
    expect(screen.queryByRole("button", { name: "Schedule Meeting" })).toBeNull();
    expect(screen.getByTestId("booking-host-notice").textContent).toContain("You are one of the hosts");
    expect(screen.getByText("Carl Coachman (you)")).toBeTruthy();
  });

  it("goes back to the time step with fresh slots when the slot was taken meanwhile", async () => {
    renderBooking([
      freeSlotsMock(),
      createFailureMock(
        { start: "2026-07-15T07:30:00Z" },
        "ConflictError",
        "This time slot is no longer available",
      ),
      freeSlotsMock(["2026-07-15T07:00:00Z", "2026-07-17T12:00:00Z"]),
    ]);
    await chooseUpToNotes();
    fireEvent.click(button("Schedule Meeting"));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This time slot is no longer available");
    expect(screen.getByText("Choose a time on Wednesday, July 15, 2026")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: time("9:30 AM") })).toBeNull());
    expect(button(time("9:00 AM")).getAttribute("aria-pressed")).toBe("false");
    expect(button("Next")).toHaveProperty("disabled", true);
  });

  it.each([
    ["REQUIRES_CONNECTION", "Your startup is not connected to this person yet"],
    ["INSUFFICIENT_HOUR_ALLOCATION", "Your startup does not have enough coaching hours left"],
  ])("explains a refusal for %s and stays on the notes", async (reason, text) => {
    renderBooking([
      freeSlotsMock(),
      createFailureMock({ start: "2026-07-15T07:30:00Z" }, "ForbiddenError", reason, reason),
    ]);
    await chooseUpToNotes();
    fireEvent.click(button("Schedule Meeting"));
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    expect(screen.getByRole("textbox", { name: "Add notes [Optional]" })).toBeTruthy();
    expect(screen.queryByTestId("booking-confirmation")).toBeNull();
  });
});

async function waitForEnabled(name: string) {
  const day = await screen.findByRole("button", { name });
  await waitFor(() => expect(day).toHaveProperty("disabled", false));
  return day;
}
