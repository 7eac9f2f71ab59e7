import { describe, expect, it } from "vitest";
import { validateEventForm } from "./form-validation.ts";
import { newEventValues } from "./form-values.ts";

const NOW = Date.parse("2026-07-01T09:00:00Z");
const valid = () => ({ ...newEventValues("Europe/Berlin", NOW), title: "Pitch practice" });

describe("validateEventForm (the server's rules, before sending)", () => {
  it("accepts a titled group event whose end follows its start", () => {
    expect(validateEventForm(valid())).toEqual({});
  });

  it("asks for a title and an end after the start", () => {
    const problems = validateEventForm({ ...valid(), title: "  ", end: valid().start });
    expect(Object.keys(problems).sort()).toEqual(["end", "title"]);
    expect(problems.end?.id).toBe("events.error.endBeforeStart");
  });

  it("accepts only https Zoom or Teams meeting links", () => {
    const link = (locationLink: string) =>
      validateEventForm({ ...valid(), locationKind: "LINK", locationLink });
    expect(link("https://us02web.zoom.us/j/123")).toEqual({});
    expect(link("https://teams.microsoft.com/l/meetup-join/abc")).toEqual({});
    expect(link("http://zoom.us/j/123").locationLink?.id).toBe("events.error.linkRule");
    expect(link("https://meet.google.com/abc").locationLink?.id).toBe("events.error.linkRule");
    expect(link("").locationLink?.id).toBe("validation.required");
  });

  it("bounds capacity, occurrences and the notice period", () => {
    const problems = validateEventForm({
      ...valid(),
      capacity: 0,
      recurrence: "WEEKLY",
      recurrenceCount: 60,
      hasNoticePeriod: true,
      noticePeriodValue: "",
    });
    expect(Object.keys(problems).sort()).toEqual(["capacity", "noticePeriodValue", "recurrenceCount"]);
  });

  it("needs a host and a session that fits a one-to-one event", () => {
    const problems = validateEventForm({
      ...valid(),
      eventType: "ONE_ON_ONE",
      duration: 90,
      status: "PUBLISHED",
    });
    expect(problems.hostIds?.id).toBe("events.error.hostsRequired");
    // The event lasts an hour: a 90-minute session does not fit.
    expect(problems.duration?.id).toBe("events.error.sessionTooLong");
    expect(
      validateEventForm({ ...valid(), eventType: "ONE_ON_ONE", hostIds: ["u1"], duration: 35 }).duration?.id,
    ).toBe("validation.required");
    expect(validateEventForm({ ...valid(), eventType: "ONE_ON_ONE", hostIds: ["u1"], duration: 30 })).toEqual(
      {},
    );
    // A draft may wait for its hosts.
    expect(validateEventForm({ ...valid(), eventType: "ONE_ON_ONE", duration: 30 })).toEqual({});
  });

  it("keeps a one-to-one event's booking days between its first and last day", () => {
    const oneOnOne = {
      ...valid(),
      eventType: "ONE_ON_ONE" as const,
      start: "2026-07-08T09:00",
      end: "2026-07-10T17:00",
    };
    expect(validateEventForm({ ...oneOnOne, oneOnOneDates: ["2026-07-08", "2026-07-10"] })).toEqual({});
    for (const date of ["2026-07-07", "2026-07-11", "10/07/2026"]) {
      expect(validateEventForm({ ...oneOnOne, oneOnOneDates: [date] }).oneOnOneDates?.id, date).toBe(
        "events.error.dateOutside",
      );
    }
  });

  it("refuses a tag both included and excluded", () => {
    const base = valid();
    const problems = validateEventForm({
      ...base,
      visibility: { ...base.visibility, userTags: { is: ["t1"], isNot: ["t1"] } },
    });
    expect(Object.keys(problems).sort()).toEqual(["visibility.userTags.isNot"]);
  });
});
