import { describe, expect, it } from "vitest";
import { formPathOf, toCreateInput, toEventFields } from "./form-input.ts";
import { newEventValues } from "./form-values.ts";

const base = { ...newEventValues("Europe/Berlin", Date.parse("2026-07-01T09:00:00Z")), title: " Demo day " };

describe("the form's values as the API's input", () => {
  it("sends instants in UTC, a trimmed title and no one-to-one settings for a group event", () => {
    const fields = toEventFields({ ...base, capacity: 12, duration: 30, hostIds: [] });
    expect(fields.title).toBe("Demo day");
    expect(fields.startTime).toBe("2026-07-08T08:00:00.000Z");
    expect(fields.capacity).toBe(12);
    expect(fields.duration).toBeNull();
    expect(fields.availability).toEqual({ method: null, type: null, mode: null });
    expect(fields.location).toBeNull();
  });

  it("sends a one-to-one event's settings and no capacity", () => {
    const fields = toEventFields({
      ...base,
      eventType: "ONE_ON_ONE",
      capacity: 12,
      hostIds: ["h1", "h2"],
      availabilityMode: "OVERLAPPING",
      oneOnOneDates: ["2026-07-09", "2026-07-08"],
    });
    expect(fields.capacity).toBeNull();
    expect(fields.duration).toBe(30);
    expect(fields.availability.mode).toBe("OVERLAPPING");
    expect(fields.oneOnOneDates).toEqual(["2026-07-08", "2026-07-09"]);
    // A group event has no booking days.
    expect(toEventFields({ ...base, oneOnOneDates: ["2026-07-08"] }).oneOnOneDates).toEqual([]);
  });

  it("sends the location kind chosen, and recurrence only for a repeating group event", () => {
    const link = toEventFields({
      ...base,
      locationKind: "LINK",
      locationLink: " https://zoom.us/j/1 ",
      locationText: "Room",
    });
    expect(link.location).toEqual({ text: null, link: "https://zoom.us/j/1" });
    expect(toCreateInput({ ...base, recurrence: "WEEKLY", recurrenceCount: 4 }).recurrence).toEqual({
      frequency: "WEEKLY",
      count: 4,
    });
    expect(toCreateInput({ ...base, recurrence: "NONE", recurrenceCount: 4 }).recurrence).toBeNull();
  });

  it("sends the files and links as attachment ids", () => {
    const fields = toEventFields({
      ...base,
      files: [{ id: "f1", name: "a.pdf", url: "/a" }],
      links: [{ id: "l1", name: "Slides", link: "https://example.org/slides" }],
    });
    expect(fields.attachmentIds).toEqual(["f1", "l1"]);
  });

  it("reads a refused server path as the form's field", () => {
    expect(formPathOf("input.location.link")).toBe("locationLink");
    expect(formPathOf("registrationNoticePeriod.periodValue")).toBe("noticePeriodValue");
    expect(formPathOf("input.title")).toBe("title");
    expect(formPathOf("hostIds.1")).toBe("hostIds");
  });
});
