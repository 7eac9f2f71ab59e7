import { describe, expect, it } from "vitest";
import { csv, csvCell, csvFileName } from "./attendees-csv.ts";
import { occurrenceStarts, registrationClosesAt } from "./event-rules.ts";
import { EMPTY_VISIBILITY, inAudience } from "./visibility.ts";

const founder = {
  roleType: "Cofounder",
  userTagIds: ["speaker"],
  startupTagIds: ["b2b"],
  programIds: ["spring"],
};

describe("event rules", () => {
  it("closes registration the notice period before the start, else at the start", () => {
    const startTime = new Date("2026-12-01T10:00:00Z");
    const base = {
      startTime,
      hasNoticePeriod: true,
      noticePeriodValue: 2,
      noticePeriodUnit: "DAYS" as const,
    };
    expect(registrationClosesAt(base).toISOString()).toBe("2026-11-29T10:00:00.000Z");
    expect(registrationClosesAt({ ...base, noticePeriodUnit: "MINUTES" }).toISOString()).toBe(
      "2026-12-01T09:58:00.000Z",
    );
    expect(registrationClosesAt({ ...base, hasNoticePeriod: false }).getTime()).toBe(startTime.getTime());
  });

  it("repeats a session on the wall clock of its zone, and month ends", () => {
    const weekly = occurrenceStarts(new Date("2026-10-20T08:00:00Z"), "WEEKLY", 2, "Europe/Paris");
    // 10:00 in Paris before and after the end of summer time (25 October).
    expect(weekly.map((d) => d.toISOString())).toEqual([
      "2026-10-20T08:00:00.000Z",
      "2026-10-27T09:00:00.000Z",
    ]);
    const monthly = occurrenceStarts(new Date("2027-01-31T12:00:00Z"), "MONTHLY", 3, "UTC");
    expect(monthly.map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
    ]);
    expect(occurrenceStarts(new Date("2028-02-29T12:00:00Z"), "YEARLY", 2, "UTC")[1]?.toISOString()).toBe(
      "2029-02-28T12:00:00.000Z",
    );
    expect(occurrenceStarts(new Date("2026-12-31T23:00:00Z"), "DAILY", 2, "UTC")[1]?.toISOString()).toBe(
      "2027-01-01T23:00:00.000Z",
    );
  });

  it("lets in whom every dimension lets in", () => {
    expect(inAudience(EMPTY_VISIBILITY, founder)).toBe(true);
    const v = (patch: object) => ({ ...EMPTY_VISIBILITY, ...patch });
    expect(inAudience(v({ userRoles: { is: ["Mentor"], isNot: [] } }), founder)).toBe(false);
    expect(inAudience(v({ startupTags: { is: [], isNot: ["b2b"] } }), founder)).toBe(false);
    expect(inAudience(v({ startupPrograms: { is: ["spring", "other"], isNot: [] } }), founder)).toBe(true);
    expect(inAudience(v({ userTags: { is: ["speaker"], isNot: ["speaker"] } }), founder)).toBe(false);
    expect(
      inAudience(v({ startupTags: { is: ["b2b"], isNot: [] } }), { ...founder, startupTagIds: [] }),
    ).toBe(false);
  });

  it("writes CSV with formulas defused and fields quoted", () => {
    expect(["=1+1", "+x", "-2", "@SUM(A1)", "\tx", "\rx", "plain"].map(csvCell)).toEqual([
      "'=1+1",
      "'+x",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      "plain",
    ]);
    expect(csvCell('say "hi", now')).toBe('"say ""hi"", now"');
    expect(csv([["a", null, 3]])).toBe("a,,3\r\n");
    expect(csvFileName("=Démo day / 2026!")).toBe("Demo-day-2026-attendees.csv");
  });
});
