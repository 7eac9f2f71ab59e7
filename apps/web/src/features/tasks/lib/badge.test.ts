import { describe, expect, it } from "vitest";
import { nextBadge } from "./badge.ts";

const horizon = "2026-03-12T00:00:00.000Z";
const event = (updateType: string, dueDate: string, approvalStatus = "APPROVED") => ({
  updateType,
  task: { dueDate, approvalStatus },
});

describe("the tasks badge", () => {
  it("raises the count for an approved task due by the end of tomorrow only", () => {
    expect(nextBadge(2, horizon, event("ADDED", "2026-03-11T23:59:00.000Z"))).toEqual({
      count: 3,
      refetch: false,
    });
    expect(nextBadge(2, horizon, event("ADDED", horizon))).toEqual({ count: 2, refetch: false });
    expect(nextBadge(2, horizon, event("ADDED", "2026-03-11T10:00:00.000Z", "PENDING")).count).toBe(2);
  });

  it("lowers it for a counted task, never below zero", () => {
    expect(nextBadge(1, horizon, event("REMOVED", "2026-03-10T10:00:00.000Z")).count).toBe(0);
    expect(nextBadge(0, horizon, event("REMOVED", "2026-03-10T10:00:00.000Z")).count).toBe(0);
    expect(nextBadge(1, horizon, event("REMOVED", "2026-04-01T10:00:00.000Z")).count).toBe(1);
  });

  it("refetches after a change, and counts nothing before the horizon is known", () => {
    expect(nextBadge(1, horizon, event("UPDATED", "2026-03-10T10:00:00.000Z"))).toEqual({
      count: 1,
      refetch: true,
    });
    expect(nextBadge(1, null, event("ADDED", "2026-03-10T10:00:00.000Z")).count).toBe(1);
  });
});
