import { describe, expect, it } from "vitest";
import { FEATURE_LABELS, labelOf, limitUsage, toMegabytes } from "./plan-labels.ts";

describe("limitUsage", () => {
  it.each([
    { current: 3, max: 0, expected: null },
    { current: 5, max: 10, expected: { percent: 50, color: "brand" } },
    { current: 8, max: 10, expected: { percent: 80, color: "orange" } },
    { current: 10, max: 10, expected: { percent: 100, color: "red" } },
    { current: 12, max: 10, expected: { percent: 100, color: "red" } },
  ])("$current of $max → $expected", ({ current, max, expected }) => {
    expect(limitUsage(current, max)).toEqual(expected);
  });
});

describe("toMegabytes", () => {
  it.each([
    [25 * 1024 * 1024, 25],
    [1.5 * 1024 * 1024, 1.5],
    [1_000_000, 1],
  ])("%d bytes → %d MB", (bytes, megabytes) => {
    expect(toMegabytes(bytes)).toBe(megabytes);
  });
});

describe("labelOf", () => {
  it("knows the plan's features and not others", () => {
    expect(labelOf(FEATURE_LABELS, "customRoles")).toBe("settings.plan.feature.customRoles");
    expect(labelOf(FEATURE_LABELS, "teleportation")).toBeNull();
    expect(labelOf(FEATURE_LABELS, "toString")).toBeNull();
  });
});
