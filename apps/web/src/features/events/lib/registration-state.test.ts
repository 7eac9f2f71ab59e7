import { describe, expect, it } from "vitest";
import { registrationState } from "./registration-state.ts";

const NOW = Date.parse("2026-07-10T09:00:00Z");
const base = {
  eventType: "GROUP" as const,
  status: "PUBLISHED" as const,
  startTime: "2026-07-14T08:30:00Z",
  seatsLeft: 3,
  capacity: 10,
  registrationClosesAt: "2026-07-13T08:30:00Z",
  viewerAttendee: null,
};
const attendee = (status: "REGISTERED" | "WAITLISTED" | "OFFERED", offerExpiresAt: string | null = null) => ({
  id: "a1",
  status,
  offerExpiresAt,
  meetingId: null,
});

describe("registrationState", () => {
  it("offers to register while seats are left and registration is open", () => {
    expect(registrationState(base, NOW)).toEqual({ kind: "open" });
    expect(registrationState({ ...base, capacity: null, seatsLeft: null }, NOW)).toEqual({ kind: "open" });
  });

  it("offers the waitlist when the event is full", () => {
    expect(registrationState({ ...base, seatsLeft: 0 }, NOW)).toEqual({ kind: "full" });
  });

  it("closes registration once the notice period begins, and when the event started", () => {
    expect(registrationState(base, Date.parse("2026-07-13T08:30:00Z"))).toEqual({ kind: "closed" });
    expect(registrationState(base, Date.parse("2026-07-14T08:30:00Z"))).toEqual({ kind: "started" });
  });

  it("shows the viewer's own place first, whatever the seats", () => {
    expect(registrationState({ ...base, seatsLeft: 0, viewerAttendee: attendee("REGISTERED") }, NOW)).toEqual(
      {
        kind: "registered",
      },
    );
    expect(registrationState({ ...base, seatsLeft: 0, viewerAttendee: attendee("WAITLISTED") }, NOW)).toEqual(
      {
        kind: "waitlisted",
      },
    );
  });

  it("offers the seat until the offer expires, then shows the waitlist again", () => {
    const offered = { ...base, viewerAttendee: attendee("OFFERED", "2026-07-11T09:00:00Z") };
    expect(registrationState(offered, NOW)).toEqual({ kind: "offered", expiresAt: "2026-07-11T09:00:00Z" });
    expect(registrationState(offered, Date.parse("2026-07-11T09:00:00Z"))).toEqual({ kind: "waitlisted" });
  });

  it("offers nothing on drafts, archived and one-to-one events", () => {
    expect(registrationState({ ...base, status: "DRAFT" }, NOW)).toEqual({ kind: "none" });
    expect(registrationState({ ...base, status: "ARCHIVED" }, NOW)).toEqual({ kind: "none" });
    expect(registrationState({ ...base, eventType: "ONE_ON_ONE" }, NOW)).toEqual({ kind: "none" });
  });
});
