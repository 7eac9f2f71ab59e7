import { describe, expect, it } from "vitest";
import { availabilityFixture } from "../testing/availability-fixture.ts";
import { availabilityProblems } from "./availability-problems.ts";
import { formPathOf, presetDays, toAvailabilityInput, toAvailabilityValues } from "./availability-values.ts";

describe("availability values", () => {
  const values = toAvailabilityValues(availabilityFixture());

  it("keeps the weekly hours per weekday, and sends them back as they came", () => {
    expect(values.weeklyHours[0]).toEqual({
      available: false,
      ranges: [{ startMinute: 540, endMinute: 1020 }],
    });
    expect(values.weeklyHours[1]?.ranges).toEqual([
      { startMinute: 540, endMinute: 720 },
      { startMinute: 780, endMinute: 1020 },
    ]);
    const { input } = toAvailabilityInput(values);
    expect(input.weeklyHours).toEqual(
      availabilityFixture().weeklyHours.map(({ weekday, startMinute, endMinute }) => ({
        weekday,
        startMinute,
        endMinute,
      })),
    );
    expect(input.overrides).toEqual([
      { date: "2030-12-24", ranges: [] },
      { date: "2030-12-27", ranges: [{ startMinute: 600, endMinute: 840 }] },
    ]);
    expect(input.coachingMeetingSettings).toEqual({
      enabled: true,
      availableDurationsInMins: [30, 45, 60],
      defaultMeetingLocation: "Online",
      timeslotIncrement: null,
      minimumNoticeHours: 12,
    });
  });

  it("drops a day switched off but keeps its ranges in the form", () => {
    const monday = values.weeklyHours[1];
    if (!monday) throw new Error("no Monday");
    const off = {
      ...values,
      weeklyHours: values.weeklyHours.map((day, at) => (at === 1 ? { ...monday, available: false } : day)),
    };
    expect(toAvailabilityInput(off).input.weeklyHours.some((range) => range.weekday === 1)).toBe(false);
  });

  it("fills Monday to Friday with business hours, every day with all hours", () => {
    expect(presetDays("BUSINESS_HOURS").map((day) => day.available)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(presetDays("BUSINESS_HOURS")[3]?.ranges).toEqual([{ startMinute: 420, endMinute: 1080 }]);
    expect(presetDays("ALL_HOURS").every((day) => day.available && day.ranges[0]?.endMinute === 1439)).toBe(
      true,
    );
  });

  it("finds the field of each server path", () => {
    const { weeklyPaths } = toAvailabilityInput(values);
    expect(formPathOf("weeklyHours.2.endMinute", weeklyPaths)).toBe("weeklyHours.2.ranges.0.endMinute");
    expect(formPathOf("input.weeklyHours.3", weeklyPaths)).toBe("weeklyHours.2.ranges.1");
    expect(formPathOf("weeklyHours", weeklyPaths)).toBe("weeklyHours");
    expect(formPathOf("weeklyHours.99.endMinute", weeklyPaths)).toBeNull();
    expect(formPathOf("weeklyHours.0.weekday", weeklyPaths)).toBeNull();
    expect(formPathOf("overrides.1.ranges", weeklyPaths)).toBe("overrides.1.ranges");
    expect(formPathOf("overrides.1.ranges.0.startMinute", weeklyPaths)).toBe(
      "overrides.1.ranges.0.startMinute",
    );
    expect(formPathOf("coachingMeetingSettings.availableDurationsInMins.2", weeklyPaths)).toBe(
      "coachingMeetingSettings.availableDurationsInMins",
    );
    expect(formPathOf("icsFeedUrl", weeklyPaths)).toBe("icsFeedUrl");
    expect(formPathOf("somethingElse", weeklyPaths)).toBeNull();
  });

  it("refuses what the server would refuse", () => {
    expect(availabilityProblems(values)).toEqual({});
    const settings = values.coachingMeetingSettings;
    expect(
      availabilityProblems({
        ...values,
        coachingMeetingSettings: { ...settings, availableDurationsInMins: [], minimumNoticeHours: 721 },
        icsFeedUrl: "http://calendar.example/feed.ics",
        overrides: [...values.overrides, { date: "2030-12-24", unavailable: true, ranges: [] }],
      }),
    ).toEqual({
      "coachingMeetingSettings.availableDurationsInMins": "durations",
      "coachingMeetingSettings.minimumNoticeHours": "notice",
      icsFeedUrl: "httpsUrl",
      "overrides.2.date": "dateTwice",
    });
  });
});
