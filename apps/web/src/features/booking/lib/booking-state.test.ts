import { describe, expect, it } from "vitest";
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  canGoNext,
  earlierSteps,
  initialBookingState,
} from "./booking-state.ts";
import type { Slot } from "./types.ts";

const SLOT: Slot = {
  slotId: "carl@1",
  startTime: Date.parse("2026-07-15T07:30:00Z"),
  endTime: Date.parse("2026-07-15T08:00:00Z"),
  customerIds: ["carl"],
  location: null,
  durationInMinutes: 30,
};
const start = () => initialBookingState({ timezone: "Europe/Berlin", today: "2026-07-14" });
const run = (state: BookingState, ...actions: BookingAction[]) => actions.reduce(bookingReducer, state);

describe("booking state", () => {
  it("starts at the duration step on the viewer's month, or at the date step for a preset duration", () => {
    expect(start()).toMatchObject({
      currentStep: "meetingDuration",
      visibleMonth: "2026-07",
      duration: null,
    });
    const preset = initialBookingState({ timezone: "UTC", today: "2026-07-14", presetDuration: 45 });
    expect(preset).toMatchObject({ currentStep: "date", firstStep: "date", duration: 45 });
    expect(run(preset, { type: "back" }).currentStep).toBe("date");
  });

  it("starts a rescheduled meeting from its own notes", () => {
    const moving = initialBookingState({
      timezone: "UTC",
      today: "2026-07-14",
      presetDuration: 30,
      description: "Pricing",
    });
    expect(moving).toMatchObject({ currentStep: "date", duration: 30, description: "Pricing" });
    expect(start().description).toBe("");
  });

  it("does not move on until the step has its choice", () => {
    let state = run(start(), { type: "next" });
    expect(state.currentStep).toBe("meetingDuration");
    state = run(state, { type: "chooseDuration", duration: 30 }, { type: "next" }, { type: "next" });
    expect(state.currentStep).toBe("date");
    expect(canGoNext(state)).toBe(false);
    state = run(state, { type: "chooseDate", date: "2026-07-15" }, { type: "next" }, { type: "next" });
    expect(state.currentStep).toBe("time");
    state = run(state, { type: "chooseSlot", slot: SLOT }, { type: "next" });
    expect(state.currentStep).toBe("preConfirmation");
    expect(canGoNext(state)).toBe(false);
    expect(earlierSteps(state)).toEqual(["meetingDuration", "date", "time"]);
  });

  it("keeps the slot for the same date, clears it for another date, and both for another duration", () => {
    const chosen = run(
      start(),
      { type: "chooseDuration", duration: 30 },
      { type: "chooseDate", date: "2026-07-15" },
      { type: "chooseSlot", slot: SLOT },
    );
    expect(run(chosen, { type: "chooseDate", date: "2026-07-15" }).selectedSlot).toBe(SLOT);
    expect(run(chosen, { type: "chooseDate", date: "2026-07-17" }).selectedSlot).toBeNull();
    expect(run(chosen, { type: "chooseDuration", duration: 60 })).toMatchObject({
      selectedDate: null,
      selectedSlot: null,
    });
    expect(run(chosen, { type: "chooseDuration", duration: 30 }).selectedSlot).toBe(SLOT);
  });

  it("jumps back only to an earlier step, and a taken slot returns to the time step", () => {
    const atNotes = run(
      start(),
      { type: "chooseDuration", duration: 30 },
      { type: "next" },
      { type: "chooseDate", date: "2026-07-15" },
      { type: "next" },
      { type: "chooseSlot", slot: SLOT },
      { type: "next" },
    );
    expect(run(atNotes, { type: "jumpTo", step: "date" }).currentStep).toBe("date");
    expect(run(atNotes, { type: "jumpTo", step: "confirmation" }).currentStep).toBe("preConfirmation");
    const taken = run(atNotes, { type: "slotTaken" });
    expect(taken).toMatchObject({ currentStep: "time", selectedSlot: null, selectedDate: "2026-07-15" });
    expect(taken.error).toEqual({ messageId: "booking.error.slotTaken" });
  });
});
