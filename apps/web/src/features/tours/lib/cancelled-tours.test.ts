import { afterEach, describe, expect, it } from "vitest";
import {
  CANCELLED_TOUR_PREFIX,
  forgetCancelledTours,
  isTourCancelled,
  rememberTourCancelled,
} from "./cancelled-tours.ts";

describe("a cancelled tour", () => {
  afterEach(() => {
    forgetCancelledTours();
    window.sessionStorage.clear();
  });

  it("is remembered per tour in session storage", () => {
    expect(isTourCancelled("PROFILE")).toBe(false);
    rememberTourCancelled("PROFILE");
    expect(window.sessionStorage.getItem(`${CANCELLED_TOUR_PREFIX}PROFILE`)).toBe("canceled");
    expect(isTourCancelled("PROFILE")).toBe(true);
    expect(isTourCancelled("CALENDAR")).toBe(false);
  });

  it("survives a reload (storage kept, page memory lost) but not a new session", () => {
    rememberTourCancelled("EVENTS");
    forgetCancelledTours();
    expect(isTourCancelled("EVENTS")).toBe(true);
    window.sessionStorage.clear();
    expect(isTourCancelled("EVENTS")).toBe(false);
  });

  it("still holds for the page when storage refuses to write", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    rememberTourCancelled("CALENDAR", refusing);
    expect(isTourCancelled("CALENDAR", refusing)).toBe(true);
  });
});
