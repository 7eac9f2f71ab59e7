import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { NOW } from "./booking.fixtures.ts";

export const button = (name: string | RegExp) => screen.getByRole("button", { name });

/** Times read "9:30 AM" with a narrow no-break space in recent ICU data. */
export const time = (text: string) => new RegExp(`^${text.replace(" ", "\\s")}$`);

/** 15 July → the given time, then Next to the notes (the duration is already chosen). */
export async function chooseDayAndTime(at = "9:30 AM") {
  const day = await screen.findByRole("button", { name: "Wednesday, July 15, 2026" });
  await waitFor(() => expect(day).toHaveProperty("disabled", false));
  fireEvent.click(day);
  fireEvent.click(button("Next"));
  fireEvent.click(await screen.findByRole("button", { name: time(at) }));
  fireEvent.click(button("Next"));
  return screen.findByRole("textbox", { name: "Add notes [Optional]" });
}

/** In a describe: the clock stands at NOW, and the ICS download gets an object URL. */
export function freezeBookingClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    URL.createObjectURL = vi.fn(() => "blob:meeting");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());
}
