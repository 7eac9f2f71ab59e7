import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  isEventRegistration,
  panelDays,
  panelWindow,
  referencePath,
  timingOf,
  todayIn,
} from "./panel-week.ts";

describe("the calendar panel's days", () => {
  it("starts today in the user's zone, five days long, stepped by five days or a month", () => {
    // 23:30 in UTC on 14 July is already 15 July in Tokyo.
    const now = Date.parse("2026-07-14T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-07-14");
    expect(todayIn("Asia/Tokyo", now)).toBe("2026-07-15");
    expect(panelDays("2026-07-14")).toEqual([
      "2026-07-14",
      "2026-07-15",
      "2026-07-16",
      "2026-07-17",
      "2026-07-18",
    ]);
    expect(addDays("2026-07-14", 5)).toBe("2026-07-19");
    expect(addDays("2026-03-01", -5)).toBe("2026-02-24");
    expect(addMonths("2026-07-14", 1)).toBe("2026-08-14");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });

  it("asks for the five days from midnight to midnight in the zone, across a change of clocks", () => {
    // Berlin moves to summer time on 29 March 2026: the five days are 119 hours long.
    const { start, end } = panelWindow("2026-03-27", "Europe/Berlin");
    expect(new Date(start * 1000).toISOString()).toBe("2026-03-26T23:00:00.000Z");
    expect((end - start) / 3600).toBe(119);
  });

  it("says past, happening or upcoming from the current time", () => {
    const item = { start: 1_000, end: 2_800 };
    expect(timingOf(item, 999_999)).toBe("upcoming");
    expect(timingOf(item, 1_000_000)).toBe("happening");
    expect(timingOf(item, 2_799_999)).toBe("happening");
    expect(timingOf(item, 2_800_000)).toBe("past");
  });

  it("links an item to its event, or its startup, application or user file", () => {
    expect(
      referencePath({
        contextType: "IncubatorEvent",
        contextId: "e1",
        referenceType: "Startup",
        referenceId: "s1",
      }),
    ).toBe("/events/e1");
    expect(referencePath({ referenceType: "Startup", referenceId: "s1" })).toBe(
      "/startup/s1/file/activities",
    );
    expect(referencePath({ referenceType: "Application", referenceId: "a1" })).toBe(
      "/application/a1/activities",
    );
    expect(referencePath({ referenceType: "User", referenceId: "u1" })).toBe("/profile/u1");
    expect(referencePath({ referenceType: null, referenceId: null })).toBeNull();
  });
});

describe("a registered event", () => {
  it("is a source's item (its id is the event's), not a one-to-one event's meeting", () => {
    expect(isEventRegistration({ id: "e1", contextType: "IncubatorEvent", contextId: "e1" })).toBe(true);
    expect(isEventRegistration({ id: "m1", contextType: "IncubatorEvent", contextId: "e1" })).toBe(false);
    expect(isEventRegistration({ id: "m1", contextType: null, contextId: null })).toBe(false);
  });
});
