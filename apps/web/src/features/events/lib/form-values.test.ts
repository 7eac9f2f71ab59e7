import { describe, expect, it } from "vitest";
import { fromWallTime, newEventValues, toWallTime } from "./form-values.ts";

describe("wall-clock times in the event's zone", () => {
  it("reads and writes an instant as the zone's local time, across daylight-saving time", () => {
    expect(toWallTime("2026-07-14T08:30:00.000Z", "Europe/Berlin")).toBe("2026-07-14T10:30");
    expect(fromWallTime("2026-07-14T10:30", "Europe/Berlin")).toBe("2026-07-14T08:30:00.000Z");
    expect(fromWallTime("2026-01-14T10:30", "Europe/Berlin")).toBe("2026-01-14T09:30:00.000Z");
    expect(fromWallTime("", "UTC")).toBeNull();
  });

  it("starts a new event next week at 10:00 in the editor's zone, as a draft", () => {
    const values = newEventValues("Asia/Tokyo", Date.parse("2026-07-01T20:00:00Z"));
    expect(values.start).toBe("2026-07-09T10:00");
    expect(values.status).toBe("DRAFT");
  });
});
