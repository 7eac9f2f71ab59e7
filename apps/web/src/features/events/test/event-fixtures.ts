import type { EventDetail, EventSummary } from "../lib/types.ts";

/** An event as the pages take it: a published group event on 14 July 2026, 08:30–10:00 UTC. */
export const summary = (over: Partial<EventSummary> = {}): EventSummary => ({
  id: "e1",
  eventType: "GROUP",
  title: "Pitch practice",
  status: "PUBLISHED",
  startTime: "2026-07-14T08:30:00.000Z",
  endTime: "2026-07-14T10:00:00.000Z",
  coverUrl: null,
  hosts: [
    { id: "h1", fullName: "Ada Lovelace" },
    { id: "h2", fullName: "Grace Hopper" },
  ],
  topics: [{ id: "t1", name: "Fundraising", color: "#1c7ed6" }],
  capacity: 10,
  seatsLeft: 3,
  noOfBookings: 0,
  viewerAttendeeStatus: null,
  ...over,
});

export const detail = (over: Partial<EventDetail> = {}): EventDetail => ({
  ...summary(),
  description: "Five minutes each, then feedback.",
  location: { text: "Room 2", link: null },
  conferenceProvider: null,
  tags: [],
  attachmentFiles: [],
  attachmentLinks: [],
  duration: null,
  registrationClosesAt: "2026-07-13T08:30:00.000Z",
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerIsHost: false,
  viewerAttendee: null,
  attendees: null,
  ...over,
});

/** 10 July 2026, before registration closes. */
export const NOW = Date.parse("2026-07-10T09:00:00Z");
