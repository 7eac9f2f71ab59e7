import { describe, expect, it } from "vitest";
import { defineJob } from "./job-definition.ts";
import { nextOccurrences } from "./job-schedule.ts";

const morning = defineJob({ kind: "test.morning", schedule: { cron: "0 9 * * *" }, async run() {} });
const once = defineJob({ kind: "test.once", async run() {} });

describe("nextOccurrences", () => {
  it.each([
    // Berlin: 09:00 is 08:00 UTC in winter, 07:00 UTC once summer time starts (29 March 2026).
    { zone: "Europe/Berlin", now: "2026-01-15T07:00:00Z", next: "2026-01-15T08:00:00.000Z" },
    { zone: "Europe/Berlin", now: "2026-01-15T08:00:00Z", next: "2026-01-16T08:00:00.000Z" },
    { zone: "Europe/Berlin", now: "2026-03-28T09:00:00Z", next: "2026-03-29T07:00:00.000Z" },
    { zone: "America/New_York", now: "2026-01-15T07:00:00Z", next: "2026-01-15T14:00:00.000Z" },
    { zone: "Asia/Tokyo", now: "2026-01-15T07:00:00Z", next: "2026-01-16T00:00:00.000Z" },
    // A zone the runtime does not know reads as UTC.
    { zone: "Mars/Olympus", now: "2026-01-15T07:00:00Z", next: "2026-01-15T09:00:00.000Z" },
  ])("09:00 in $zone after $now is $next", ({ zone, now, next }) => {
    const [row, ...rest] = nextOccurrences(
      [morning, once],
      [{ id: "i1", slug: "a", timezone: zone }],
      new Date(now),
    );
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ incubatorId: "i1", kind: "test.morning", payload: {} });
    expect(row?.scheduledFor?.toISOString()).toBe(next);
    expect(row?.runAt).toEqual(row?.scheduledFor);
  });

  it("gives each incubator its own occurrence", () => {
    const rows = nextOccurrences(
      [morning],
      [
        { id: "berlin", slug: "a", timezone: "Europe/Berlin" },
        { id: "paris", slug: "b", timezone: "Europe/Paris" },
        { id: "ny", slug: "c", timezone: "America/New_York" },
      ],
      new Date("2026-01-15T07:00:00Z"),
    );
    expect(rows.map((row) => [row.incubatorId, row.scheduledFor?.toISOString()])).toEqual([
      ["berlin", "2026-01-15T08:00:00.000Z"],
      ["paris", "2026-01-15T08:00:00.000Z"],
      ["ny", "2026-01-15T14:00:00.000Z"],
    ]);
  });
});
