import { afterEach, describe, expect, it, vi } from "vitest";
import { freeSlotsPerHost, overlappingFreeSlots, slotsByLocalDate, slotsInIntervals } from "./free-slots.ts";
import { at, between, daily, day, host, query, show } from "./test-fixtures.ts";

describe("host and booker in different zones", () => {
  // A Tokyo host free 08:00–10:00 on Tuesday 3 June: 23:00Z Monday to 01:00Z Tuesday.
  const tokyo = host("tokyo", "Asia/Tokyo", {
    weeklyHours: [{ weekday: 2, startMinute: 480, endMinute: 600 }],
  });
  const slots =
    freeSlotsPerHost(
      [tokyo],
      query(between("2025-06-01 00:00", "2025-06-05 00:00"), { durationMinutes: 60, incrementMinutes: 60 }),
    )[0]?.slots ?? [];

  it("offers the host's local hours as UTC instants", () => {
    expect(show(slots)).toEqual(["2025-06-02 23:00", "2025-06-03 00:00"]);
  });

  it.each([
    ["America/New_York", [["2025-06-02", 2]]], // 19:00 and 20:00 on Monday
    ["Europe/London", [["2025-06-03", 2]]], // 00:00 and 01:00 on Tuesday
    [
      "UTC",
      [
        ["2025-06-02", 1],
        ["2025-06-03", 1],
      ],
    ],
    ["Asia/Kolkata", [["2025-06-03", 2]]], // 04:30 and 05:30
  ] as const)("a booker in %s sees them on %j", (zone, expected) => {
    expect(slotsByLocalDate(slots, zone).map((d) => [d.date, d.slots.length])).toEqual(expected);
  });

  it("counts today and the notice from the instant, whatever the zones", () => {
    // 23:10Z Monday is 08:10 Tuesday in Tokyo and 19:10 Monday in New York: the 23:00Z slot has begun.
    const later = freeSlotsPerHost(
      [tokyo],
      query(between("2025-06-01 00:00", "2025-06-05 00:00"), {
        now: at("2025-06-02 23:10"),
        durationMinutes: 60,
        incrementMinutes: 60,
      }),
    );
    expect(show(later[0]?.slots ?? [])).toEqual(["2025-06-03 00:00"]);
  });
});

describe("several hosts", () => {
  // Partial overlap on Monday 2 June (UTC): ana 09:00–12:00; ben in Berlin 12:00–15:00 CEST =
  // 10:00–13:00Z; cy all day but busy 10:30–11:00.
  const ana = host("ana", "UTC");
  const ben = host("ben", "Europe/Berlin", { weeklyHours: daily("12:00", "15:00"), minimumNoticeHours: 0 });
  const cy = host("cy", "America/New_York", {
    weeklyHours: daily("00:00", "23:59"),
    busy: [between("2025-06-02 10:30", "2025-06-02 11:00")],
  });
  const monday = between("2025-06-02 00:00", "2025-06-03 00:00");

  it("overlapping: only time every host is free, each slot listing every host", () => {
    const slots = overlappingFreeSlots([ana, ben, cy], query(monday));
    expect(show(slots)).toEqual(day("2025-06-02 10:00 11:00 11:15 11:30"));
    expect(slots.every((s) => s.hostIds.join() === "ana,ben,cy")).toBe(true);
  });

  it("overlapping: the largest notice of the hosts applies to all", () => {
    const slots = overlappingFreeSlots(
      [ana, { ...ben, minimumNoticeHours: 2 }, cy],
      query(monday, { now: at("2025-06-02 09:05") }),
    );
    expect(show(slots)).toEqual(day("2025-06-02 11:15 11:30"));
  });

  it("overlapping: no common time, no slots; no hosts, no slots", () => {
    expect(
      overlappingFreeSlots(
        [ana, host("late", "UTC", { weeklyHours: daily("12:00", "18:00") })],
        query(monday),
      ),
    ).toEqual([]);
    expect(overlappingFreeSlots([], query(monday))).toEqual([]);
  });

  it("per host: each host's own slots, in the given order", () => {
    const result = freeSlotsPerHost([ben, ana], query(monday, { durationMinutes: 60, incrementMinutes: 60 }));
    expect(result.map((r) => [r.hostId, show(r.slots)])).toEqual([
      ["ben", day("2025-06-02 10:00 11:00 12:00")],
      ["ana", day("2025-06-02 09:00 10:00 11:00")],
    ]);
  });

  it("no duplicates: overlapping free intervals given directly are merged first", () => {
    const free = [
      between("2025-06-02 09:00", "2025-06-02 10:00"),
      between("2025-06-02 09:30", "2025-06-02 10:30"),
    ];
    const slots = slotsInIntervals(free, query(monday), ["ana"]);
    expect(show(slots)).toEqual(day("2025-06-02 09:00 09:15 09:30 09:45 10:00"));
  });

  it("no duplicates: a host given twice counts once", () => {
    const perHost = freeSlotsPerHost(
      [ana, ana],
      query(monday, { durationMinutes: 60, incrementMinutes: 60 }),
    );
    expect(perHost.map((r) => [r.hostId, show(r.slots)])).toEqual([
      ["ana", day("2025-06-02 09:00 10:00 11:00")],
    ]);
    const overlapping = overlappingFreeSlots(
      [ana, ben, ana],
      query(monday, { durationMinutes: 60, incrementMinutes: 60 }),
    );
    expect(overlapping.map((s) => [show([s])[0], s.hostIds])).toEqual([
      ["2025-06-02 10:00", ["ana", "ben"]],
      ["2025-06-02 11:00", ["ana", "ben"]],
    ]);
  });
});

describe("the clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the one passed in, never the system's", () => {
    const q = query(between("2025-06-02 00:00", "2025-06-03 00:00"), { now: at("2025-06-02 11:00") });
    vi.useFakeTimers();
    vi.setSystemTime(at("2030-01-01 00:00"));
    const future = freeSlotsPerHost([host("h", "UTC")], q);
    vi.setSystemTime(at("2020-01-01 00:00"));
    const past = freeSlotsPerHost([host("h", "UTC")], q);
    expect(show(future[0]?.slots ?? [])).toEqual(day("2025-06-02 11:00 11:15 11:30"));
    expect(past).toEqual(future);
  });
});

describe("bad input", () => {
  it("returns nothing for an empty window and refuses a zero duration", () => {
    expect(
      freeSlotsPerHost([host("h", "UTC")], query(between("2025-06-03 00:00", "2025-06-02 00:00")))[0]?.slots,
    ).toEqual([]);
    expect(() =>
      freeSlotsPerHost(
        [host("h", "UTC")],
        query(between("2025-06-02 00:00", "2025-06-03 00:00"), { durationMinutes: 0 }),
      ),
    ).toThrow(RangeError);
  });
});
