import { describe, expect, it } from "vitest";
import { groupByMonthAndDay } from "./group-events.ts";

const at = (iso: string, id = iso) => ({ id, start: Date.parse(iso) / 1000 });
const shape = (groups: ReturnType<typeof groupByMonthAndDay<{ id: string; start: number }>>) =>
  groups.map((month) => ({
    month: month.month,
    days: month.days.map((day) => ({ date: day.date, ids: day.events.map((event) => event.id) })),
  }));

describe("groupByMonthAndDay", () => {
  it("groups by month then day, soonest first, whatever the order received", () => {
    const events = [
      at("2026-08-03T09:00:00Z", "c"),
      at("2026-07-15T12:00:00Z", "b"),
      at("2026-07-15T08:00:00Z", "a"),
      at("2026-07-20T08:00:00Z", "d"),
    ];
    expect(shape(groupByMonthAndDay(events, "UTC"))).toEqual([
      {
        month: "2026-07",
        days: [
          { date: "2026-07-15", ids: ["a", "b"] },
          { date: "2026-07-20", ids: ["d"] },
        ],
      },
      { month: "2026-08", days: [{ date: "2026-08-03", ids: ["c"] }] },
    ]);
  });

  it.each([
    // 23:30 UTC is 05:00 the next day in Kolkata (UTC+5:30).
    ["Asia/Kolkata", "2026-07-15T23:30:00Z", "2026-07", "2026-07-16"],
    ["UTC", "2026-07-15T23:30:00Z", "2026-07", "2026-07-15"],
    // 04:00 UTC on 1 August is still 31 July, 21:00 in Los Angeles: the day and the month move back.
    ["America/Los_Angeles", "2026-08-01T04:00:00Z", "2026-07", "2026-07-31"],
    // And the last evening of the year in UTC is New Year's Day in Tokyo.
    ["Asia/Tokyo", "2026-12-31T20:00:00Z", "2027-01", "2027-01-01"],
  ])("in %s a meeting at %s lands on %s / %s", (zone, iso, month, date) => {
    expect(shape(groupByMonthAndDay([at(iso, "x")], zone))).toEqual([
      { month, days: [{ date, ids: ["x"] }] },
    ]);
  });

  it("splits one UTC day into two local days across zones", () => {
    const events = [at("2026-07-15T10:00:00Z", "morning"), at("2026-07-15T23:30:00Z", "late")];
    expect(shape(groupByMonthAndDay(events, "UTC"))[0]?.days).toHaveLength(1);
    expect(shape(groupByMonthAndDay(events, "Asia/Kolkata"))[0]?.days).toEqual([
      { date: "2026-07-15", ids: ["morning"] },
      { date: "2026-07-16", ids: ["late"] },
    ]);
  });

  it("answers no groups for no meetings", () => {
    expect(groupByMonthAndDay([], "UTC")).toEqual([]);
  });
});
