import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import {
  CARL,
  FATIMA,
  freeSlotsMock,
  RESCHEDULED_ICS,
  updateFailureMock,
  updateMock,
} from "../test/booking.fixtures.ts";
import { button, chooseDayAndTime, freezeBookingClock, time } from "../test/booking-steps.ts";
import { BookingModal } from "./booking-modal.tsx";

const onClose = vi.fn();
const onBooked = vi.fn();
/** The free slots when the meeting being moved does not count as busy. */
const slotsWithoutEv1 = (starts?: string[]) => freeSlotsMock(starts, 30, "2026-07", "ev-1");

function renderReschedule(mocks: MockLink.MockedResponse[]) {
  return renderPage(
    <BookingModal
      opened
      onClose={onClose}
      onBooked={onBooked}
      hosts={[CARL]}
      viewer={FATIMA}
      durations={[30]}
      startupId={null}
      reschedule={{ eventId: "ev-1", durationInMinutes: 30, description: "Pricing" }}
    />,
    { mocks },
  );
}

describe("Reschedule a meeting", { timeout: 20_000 }, () => {
  freezeBookingClock();
  afterEach(() => {
    onClose.mockReset();
    onBooked.mockReset();
  });

  it("starts at the date with the meeting's duration, moves it and shows the new invitation", async () => {
    renderReschedule([
      slotsWithoutEv1(),
      updateMock({ start: "2026-07-15T07:30:00Z", description: "Pricing" }),
    ]);
    expect(await screen.findByRole("dialog", { name: "Reschedule the meeting" })).toBeTruthy();
    // No duration step: the meeting keeps its length.
    expect(screen.queryByRole("button", { name: "30 minute meeting" })).toBeNull();
    const notes = await chooseDayAndTime();
    expect((notes as HTMLTextAreaElement).value).toBe("Pricing");
    expect(screen.getByText("30 minute meeting with Carl Coachman")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Schedule Meeting" })).toBeNull();
    fireEvent.click(button("Reschedule"));

    const confirmation = within(await screen.findByTestId("booking-confirmation"));
    expect(confirmation.getByRole("heading", { name: "Your meeting is rescheduled" })).toBeTruthy();
    expect(confirmation.getByText(/^From 9:30\sAM to 10:00\sAM/)).toBeTruthy();
    await confirmation.findByRole("link", { name: "Download the .ics file" });
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    expect(await blob.text()).toBe(RESCHEDULED_ICS);
    expect(onBooked).toHaveBeenCalledTimes(1);
  });

  it("goes back to the time step with fresh slots when the new slot was taken meanwhile", async () => {
    renderReschedule([
      slotsWithoutEv1(),
      updateFailureMock(
        { start: "2026-07-15T07:30:00Z", description: "Pricing" },
        "ConflictError",
        "This time slot is no longer available",
      ),
      slotsWithoutEv1(["2026-07-15T07:00:00Z"]),
    ]);
    await chooseDayAndTime();
    fireEvent.click(button("Reschedule"));
    expect((await screen.findByRole("alert")).textContent).toContain("This time slot is no longer available");
    expect(screen.getByText("Choose a time on Wednesday, July 15, 2026")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: time("9:30 AM") })).toBeNull());
    expect(button(time("9:00 AM"))).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("explains the refusal when the viewer hosts the meeting", async () => {
    renderReschedule([
      slotsWithoutEv1(),
      updateFailureMock(
        { start: "2026-07-15T07:30:00Z", description: "Pricing" },
        "ForbiddenError",
        "A host cannot reschedule",
        "HOST_CANNOT_RESCHEDULE",
      ),
    ]);
    await chooseDayAndTime();
    fireEvent.click(button("Reschedule"));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You are a host of this meeting, so you cannot reschedule it.",
    );
    expect(screen.queryByTestId("booking-confirmation")).toBeNull();
  });

  it.each([
    ["ConflictError", "This meeting is already cancelled", "This meeting is already cancelled"],
    ["NotFoundError", "Meeting not found", "This meeting no longer exists, or you may not change it."],
  ])("shows a %s about the meeting itself and stays on the notes", async (name, message, text) => {
    renderReschedule([
      slotsWithoutEv1(),
      updateFailureMock({ start: "2026-07-15T07:30:00Z", description: "Pricing" }, name, message),
    ]);
    await chooseDayAndTime();
    fireEvent.click(button("Reschedule"));
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    expect(screen.getByRole("textbox", { name: "Add notes [Optional]" })).toBeTruthy();
  });
});
