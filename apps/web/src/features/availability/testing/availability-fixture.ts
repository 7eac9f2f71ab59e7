import type { HostAvailability } from "../lib/availability-types.ts";

const range = (weekday: number, start: number, end: number) => ({
  __typename: "WeeklyRange" as const,
  weekday,
  startMinute: start * 60,
  endMinute: end * 60,
});

/** The demo coach's availability as the server answers it: Mon–Fri 09:00–12:00 and 13:00–17:00. */
export function availabilityFixture(overrides: Partial<HostAvailability> = {}): HostAvailability {
  return {
    __typename: "HostAvailability",
    userId: "coach-1",
    timezone: "Europe/Paris",
    weeklyHours: [1, 2, 3, 4, 5].flatMap((weekday) => [range(weekday, 9, 12), range(weekday, 13, 17)]),
    overrides: [
      { __typename: "DateOverride", date: "2030-12-24", ranges: [] },
      {
        __typename: "DateOverride",
        date: "2030-12-27",
        ranges: [{ __typename: "MinuteRange", startMinute: 10 * 60, endMinute: 14 * 60 }],
      },
    ],
    coachingMeetingSettings: {
      __typename: "CoachingMeetingSettings",
      enabled: true,
      availableDurationsInMins: [30, 45, 60],
      defaultMeetingLocation: "Online",
      timeslotIncrement: null,
      minimumNoticeHours: 12,
    },
    icsFeedUrl: "https://calendar.example/coach.ics",
    icsFeed: {
      __typename: "IcsFeedStatus",
      url: "https://calendar.example/coach.ics",
      status: "OK",
      error: null,
      errorCode: null,
      checkedAt: 1_800_000_000,
      eventCount: 3,
    },
    ...overrides,
  };
}
