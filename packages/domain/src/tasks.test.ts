import { describe, expect, it } from "vitest";
import type { RoleType } from "./roles.ts";
import { assignmentKind, dayBounds, dueByBadgeHorizon, sectionWindow } from "./tasks.ts";

const at = (iso: string) => Date.parse(iso);

describe("task days in the viewer's zone", () => {
  it("starts today at the viewer's midnight, in two zones at once", () => {
    // 2026-03-10 23:30 UTC: still the 10th in UTC, already the 11th in Tokyo (UTC+9).
    const now = at("2026-03-10T23:30:00Z");
    expect(dayBounds(now, "UTC")).toEqual({
      todayStart: at("2026-03-10T00:00:00Z"),
      todayEnd: at("2026-03-11T00:00:00Z"),
      tomorrowEnd: at("2026-03-12T00:00:00Z"),
    });
    expect(dayBounds(now, "Asia/Tokyo")).toEqual({
      todayStart: at("2026-03-10T15:00:00Z"),
      todayEnd: at("2026-03-11T15:00:00Z"),
      tomorrowEnd: at("2026-03-12T15:00:00Z"),
    });
  });

  it("puts the badge horizon at the end of tomorrow, exclusive, across a DST change", () => {
    // New York springs forward on 2026-03-08: that day lasts 23 hours.
    const bounds = dayBounds(at("2026-03-07T12:00:00Z"), "America/New_York");
    expect(bounds.tomorrowEnd).toBe(at("2026-03-09T04:00:00Z"));
    expect(bounds.tomorrowEnd - bounds.todayEnd).toBe(23 * 3_600_000);
    expect(dueByBadgeHorizon(bounds.tomorrowEnd - 1, bounds)).toBe(true);
    expect(dueByBadgeHorizon(bounds.tomorrowEnd, bounds)).toBe(false);
  });

  it("reads an unknown zone as UTC", () => {
    expect(dayBounds(at("2026-03-10T05:00:00Z"), "Mars/Olympus").todayStart).toBe(at("2026-03-10T00:00:00Z"));
  });

  it("splits overdue, today and future without gaps", () => {
    const b = dayBounds(at("2026-03-10T12:00:00Z"), "UTC");
    expect(sectionWindow("OVERDUE", b)).toEqual({ before: b.todayStart });
    expect(sectionWindow("TODAY", b)).toEqual({ after: b.todayStart, before: b.todayEnd });
    expect(sectionWindow("FUTURE", b)).toEqual({ after: b.todayEnd });
  });
});

describe("the request matrix", () => {
  const cases: [RoleType, RoleType, ReturnType<typeof assignmentKind>][] = [
    ["Admin", "Admin", "DIRECT"],
    ["AdminCoach", "Admin", "DIRECT"],
    ["SubAdmin", "Admin", "REQUEST"],
    ["Staff", "AdminCoach", "REQUEST"],
    ["Cofounder", "Admin", "REQUEST"],
    ["Admin", "Mentor", "REQUEST"],
    ["Staff", "Expert", "REQUEST"],
    ["Admin", "SubAdmin", "DIRECT"],
    ["Staff", "SubAdmin", "REQUEST"],
    ["Staff", "Coach", "DIRECT"],
    ["Coach", "Staff", "DIRECT"],
    ["Cofounder", "Staff", "REQUEST"],
    ["Staff", "Evaluator", "DIRECT"],
    ["Coach", "Evaluator", "REQUEST"],
    ["Coach", "Cofounder", "DIRECT"],
    ["Cofounder", "Cofounder", "DIRECT"],
    ["CommunityMember", "Cofounder", "REQUEST"],
    ["Staff", "CommunityMember", "DIRECT"],
    ["Cofounder", "CommunityMember", "REQUEST"],
    ["Admin", "Applicant", "NOT_ALLOWED"],
    ["Mentor", "Cofounder", "NOT_ALLOWED"],
    ["Evaluator", "Staff", "NOT_ALLOWED"],
  ];
  it.each(cases)("%s → %s: %s", (sender, receiver, kind) => {
    expect(assignmentKind(sender, receiver)).toBe(kind);
  });

  it("gives a task to oneself directly, even to a mentor's own list", () => {
    expect(assignmentKind("Admin", "Admin", true)).toBe("DIRECT");
    expect(assignmentKind("Staff", "Staff", true)).toBe("DIRECT");
  });
});
