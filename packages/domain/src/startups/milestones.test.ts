import { describe, expect, it } from "vitest";
import { isMilestoneDueDate, isMilestoneOverdue, milestoneProgress } from "./milestones.ts";

const m = (id: string, done: boolean, parentId: string | null = null) => ({ id, parentId, done });

describe("milestoneProgress", () => {
  it.each([
    ["no milestones", [], { done: 0, total: 0, percent: 0 }],
    ["milestones alone are steps", [m("a", true), m("b", false)], { done: 1, total: 2, percent: 50 }],
    [
      "a milestone with sub-milestones counts through them",
      [m("a", true), m("a1", true, "a"), m("a2", false, "a"), m("a3", false, "a"), m("b", true)],
      { done: 2, total: 4, percent: 50 },
    ],
    ["percent rounds down", [m("a", true), m("b", false), m("c", false)], { done: 1, total: 3, percent: 33 }],
    ["all done", [m("a", true), m("a1", true, "a")], { done: 1, total: 1, percent: 100 }],
  ])("%s", (_name, items, expected) => {
    expect(milestoneProgress(items)).toEqual(expected);
  });
});

describe("isMilestoneDueDate", () => {
  it.each([
    ["2026-11-25", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["2026-11-25T00:00:00Z", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isMilestoneDueDate(value)).toBe(expected);
  });
});

describe("isMilestoneOverdue", () => {
  it("is overdue when not done and due before today", () => {
    expect(isMilestoneOverdue({ done: false, dueDate: "2026-11-24" }, "2026-11-25")).toBe(true);
    expect(isMilestoneOverdue({ done: false, dueDate: "2026-11-25" }, "2026-11-25")).toBe(false);
    expect(isMilestoneOverdue({ done: true, dueDate: "2026-11-01" }, "2026-11-25")).toBe(false);
    expect(isMilestoneOverdue({ done: false, dueDate: null }, "2026-11-25")).toBe(false);
  });
});
