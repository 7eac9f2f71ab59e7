import { describe, expect, it } from "vitest";
import {
  CRITICAL_NOTIFICATION_TYPES,
  MAILED_BY_PRODUCER,
  NOTIFICATION_ICONS,
  NOTIFICATION_TYPES,
  notificationLink,
  notificationValues,
} from "./notifications.ts";

describe("the notification catalogue (spec-1 §3)", () => {
  it("has the spec's 12 types, the calendar feed's and the events' two, each with an icon", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(15);
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_ICONS[type]).toBeTruthy();
  });

  it.each([
    ["meetingScheduled", {}, "/calendar"],
    ["newCommentStartup", { startupId: "s1" }, "/startup/s1/file/activities"],
    ["newCommentApplicationStaff", { applicationId: "a1" }, "/application/a1/activities"],
    ["updatedMetrics", { startupId: "s1" }, "/startup/s1/file/analytics"],
    ["approvalApplication", {}, "/applications-manager"],
    ["icsFeedFailed", {}, "/availability"],
    ["eventPublished", { eventId: "e1" }, "/events/e1"],
    ["eventSeatOffered", { eventId: "e1" }, "/events/e1"],
  ] as const)("links %s to %s", (type, values, link) => {
    expect(notificationLink(type, values)).toBe(link);
  });

  it("makes every meeting type critical, and mails them through the producer only", () => {
    for (const type of MAILED_BY_PRODUCER) expect(CRITICAL_NOTIFICATION_TYPES).toContain(type);
  });

  it("keeps only the known string values of a stored payload", () => {
    expect(notificationValues({ actorName: "Ada", startupId: 7, other: "x" })).toEqual({ actorName: "Ada" });
    expect(notificationValues(null)).toEqual({});
  });
});
