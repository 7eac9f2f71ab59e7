import { describe, expect, it } from "vitest";
import { etagOf, feedBody, fold, matchesEtag } from "./feed-ics.ts";

const event = (uid: string, extra: string[] = []) =>
  [
    "BEGIN:VCALENDAR",
    "METHOD:REQUEST",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Paris",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261124T181500Z",
    "DTSTART;TZID=Europe/Paris:20261125T100000",
    "SEQUENCE:2",
    ...extra,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

describe("the personal feed's body", () => {
  const body = feedBody("Demo, Accelerator", [
    { ics: event("a@x"), updatedAt: 1_800_000_000, url: "https://demo.example/events/1" },
    {
      ics: event("b@x", ["URL:https://elsewhere"]),
      updatedAt: 1_800_000_060,
      url: "https://demo.example/calendar",
    },
  ]);
  const lines = body.split("\r\n");

  it("publishes each item's VEVENT once, with its UID and SEQUENCE, and each time zone once", () => {
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l === "TZID:Europe/Paris")).toHaveLength(1);
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).not.toContain("METHOD:REQUEST");
    expect(lines.filter((l) => l === "SEQUENCE:2")).toHaveLength(2);
    expect(lines).toContain("X-WR-CALNAME:Demo\\, Accelerator");
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("stamps an item with its last change, adds its address unless it has one, and drops alarms", () => {
    expect(lines).toContain("DTSTAMP:20270115T080000Z");
    expect(lines).toContain("URL:https://demo.example/events/1");
    expect(lines).not.toContain("URL:https://demo.example/calendar");
    expect(lines).not.toContain("BEGIN:VALARM");
  });

  it("gives the same body the same ETag, and reads If-None-Match lists and weak tags", () => {
    const etag = etagOf(body);
    expect(etagOf(`${body}`)).toBe(etag);
    expect(etagOf(body.replace("a@x", "c@x"))).not.toBe(etag);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = fold(`URL:https://x/${"é".repeat(80)}`);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`URL:https://x/${"é".repeat(80)}`);
  });
});
