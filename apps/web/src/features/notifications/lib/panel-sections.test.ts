import { notificationBadge } from "@launchpad/domain/notifications";
import { describe, expect, it } from "vitest";
import { relativeTime, splitByLastSeen } from "./panel-sections.ts";

const item = (createdAt: string) => ({ createdAt });

describe("splitByLastSeen", () => {
  it("puts items after the last-seen time in New, the others in Earlier, keeping their order", () => {
    const items = [item("2026-11-24T10:00:00Z"), item("2026-11-24T09:00:00Z"), item("2026-11-24T08:00:00Z")];
    const { fresh, earlier } = splitByLastSeen(items, "2026-11-24T09:00:00Z");
    expect(fresh).toEqual([items[0]]);
    expect(earlier).toEqual([items[1], items[2]]);
  });

  it("counts every item as new before the panel was ever opened", () => {
    expect(splitByLastSeen([item("2020-01-01T00:00:00Z")], null).fresh).toHaveLength(1);
  });
});

describe("relativeTime", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it.each([
    ["2026-11-24T11:59:50Z", { value: -10, unit: "second" }],
    ["2026-11-24T12:00:05Z", { value: -0, unit: "second" }],
    ["2026-11-24T11:58:00Z", { value: -2, unit: "minute" }],
    ["2026-11-24T09:00:00Z", { value: -3, unit: "hour" }],
    ["2026-11-22T12:00:00Z", { value: -2, unit: "day" }],
    ["2026-11-01T12:00:00Z", { value: -3, unit: "week" }],
  ])("%s", (at, expected) => {
    expect(relativeTime(at, now)).toEqual(expected);
  });
});

describe("the badge (spec-1 §9)", () => {
  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
  ])("%i reads %s", (count, text) => {
    expect(notificationBadge(count)).toBe(text);
  });
});
