import { describe, expect, it } from "vitest";
import { normaliseLocation, tourAtLocation } from "./guided-tours.ts";

describe("tourAtLocation", () => {
  it.each([
    ["/profile", "PROFILE"],
    ["/profile/", "PROFILE"],
    ["/profile/settings", "PROFILE"],
    ["/profile/settings/security?tab=1", "PROFILE"],
    ["/calendar#today", "CALENDAR"],
    ["/availability?userId=abc", "AVAILABILITIES"],
    ["/events", "EVENTS"],
    ["/events/42", null],
    ["/profile/7d7c1a52-8f7e-4f63-9d57-0a4f7d0f5b10", null],
    ["/profilex", null],
    ["/tasks", null],
    ["/", null],
  ])("%s → %s", (location, tour) => {
    expect(tourAtLocation(location)).toBe(tour);
  });

  it("reads a path without its query, fragment and trailing slashes", () => {
    expect(normaliseLocation("/calendar/?a=1#b")).toBe("/calendar");
    expect(normaliseLocation("///")).toBe("/");
  });
});
