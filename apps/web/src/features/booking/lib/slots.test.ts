import { describe, expect, it } from "vitest";
import { bookableSlots, perHostSlots, slotsByDate } from "./slots.ts";

const at = (iso: string) => Date.parse(iso) / 1000;
const free = (customerId: string, starts: string[], supportedLocations: string[] = []) => ({
  customerId,
  slots: starts.map((start) => ({ start: at(start), end: at(start) + 1800 })),
  supportedLocations,
});

describe("bookableSlots", () => {
  it("turns one host's free slots into slots of the chosen duration, in order", () => {
    const slots = bookableSlots(
      [free("carl", ["2026-07-14T09:00:00Z", "2026-07-14T08:30:00Z"], ["Zoom"])],
      ["carl"],
      30,
    );
    expect(slots.map((slot) => new Date(slot.startTime).toISOString())).toEqual([
      "2026-07-14T08:30:00.000Z",
      "2026-07-14T09:00:00.000Z",
    ]);
    expect(slots[0]).toMatchObject({
      endTime: Date.parse("2026-07-14T09:00:00Z"),
      customerIds: ["carl"],
      location: "Zoom",
      durationInMinutes: 30,
    });
  });

  it("offers with several hosts only the starts when all of them are free", () => {
    const slots = bookableSlots(
      [
        free("carl", ["2026-07-14T08:30:00Z", "2026-07-14T09:00:00Z"]),
        free("maria", ["2026-07-14T09:00:00Z", "2026-07-14T09:30:00Z"]),
      ],
      ["carl", "maria"],
      30,
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]?.customerIds).toEqual(["carl", "maria"]);
    expect(slots[0]?.location).toBeNull();
  });
});

describe("slotsByDate", () => {
  it("lists a slot under the viewer's local date", () => {
    const slots = bookableSlots(
      [free("carl", ["2026-07-14T23:30:00Z", "2026-07-14T12:00:00Z"])],
      ["carl"],
      30,
    );
    expect([...slotsByDate(slots, "Europe/Berlin").keys()]).toEqual(["2026-07-14", "2026-07-15"]);
    expect([...slotsByDate(slots, "America/New_York").keys()]).toEqual(["2026-07-14"]);
  });
});

describe("perHostSlots (a PER_HOST one-to-one event)", () => {
  it("offers every host's starts once, with the first host free then, in order", () => {
    const slots = perHostSlots(
      [
        free("bea", ["2026-07-14T10:00:00Z", "2026-07-14T09:00:00Z"]),
        free("ann", ["2026-07-14T09:00:00Z", "2026-07-14T11:00:00Z"]),
      ],
      ["ann", "bea"],
      45,
    );
    expect(slots.map((slot) => [new Date(slot.startTime).toISOString(), slot.customerIds])).toEqual([
      ["2026-07-14T09:00:00.000Z", ["ann"]],
      ["2026-07-14T10:00:00.000Z", ["bea"]],
      ["2026-07-14T11:00:00.000Z", ["ann"]],
    ]);
    expect(slots[1]).toMatchObject({ endTime: Date.parse("2026-07-14T10:45:00Z"), durationInMinutes: 45 });
  });

  it("offers nothing when no host is free", () => {
    expect(perHostSlots([free("ann", [])], ["ann"], 30)).toEqual([]);
  });
});
