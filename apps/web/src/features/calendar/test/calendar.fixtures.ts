import type { MockLink } from "@apollo/client/testing";
import type { BookingViewer } from "../../booking/index.ts";
import { CARL, FATIMA, ICS, NOW, seconds, TIMEZONE } from "../../booking/testing.ts";
import { CalendarEventIcsQuery } from "../api/calendar-event-ics.query.ts";
import { CalendarPageQuery } from "../api/calendar-page.query.ts";
import { CancelCalendarEventMutation } from "../api/cancel-calendar-event.mutation.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";

export { CARL, FATIMA, ICS, NOW, TIMEZONE };

const person = (user: { id: string; fullName: string }) => ({
  __typename: "UserCard" as const,
  id: user.id,
  fullName: user.fullName,
});

/** A 30-minute coaching session of Fatima with Carl, paid by Nimbus's hours; Fatima may move and cancel it. */
export function entry(id: string, startIso: string, overrides: Partial<CalendarEntry> = {}) {
  const start = seconds(startIso);
  return {
    __typename: "CalendarEvent" as const,
    id,
    start,
    end: start + 1800,
    summary: "Coaching session: Fatima Founder and Carl Coachman",
    description: "Pricing",
    location: "https://meet.example/carl",
    // The booking fragment's conferencing and context (ONE-ON-ONE, issue 15).
    locationLink: null,
    conferenceProvider: null,
    contextType: null,
    contextId: null,
    status: "CONFIRMED",
    sequence: 0,
    durationInMinutes: 30,
    referenceType: "Startup",
    referenceId: "s-nimbus",
    referenceName: "Nimbus",
    viewerIsHost: false,
    canReschedule: true,
    canCancel: true,
    organizer: CARL,
    hosts: [CARL],
    attendees: [person(CARL), person(FATIMA)],
    ...overrides,
  };
}

/** The page's one question: the viewer (in Berlin) and their meetings (the server's default window). */
export function calendarMock(
  events: ReturnType<typeof entry>[],
  viewer: BookingViewer = FATIMA,
): MockLink.MockedResponse {
  return {
    request: { query: CalendarPageQuery },
    result: {
      data: {
        currentUser: {
          __typename: "CurrentUser",
          ...viewer,
          startups: viewer.startups.map((startup) => ({ __typename: "StartupSummary", ...startup })),
        },
        calendarEvents: events,
      },
    },
  };
}

export function calendarFailureMock(message: string): MockLink.MockedResponse {
  return { request: { query: CalendarPageQuery }, error: new Error(message) };
}

/** One meeting's ICS, as the download asks for it; `asked` counts the requests. */
export function icsMock(id: string, asked: () => void = () => {}, ics = ICS): MockLink.MockedResponse {
  return {
    request: { query: CalendarEventIcsQuery, variables: { id } },
    result: () => {
      asked();
      return { data: { icsFileById: { __typename: "IcsFile", id, ics } } };
    },
  };
}

export function icsFailureMock(id: string, message: string): MockLink.MockedResponse {
  return { request: { query: CalendarEventIcsQuery, variables: { id } }, error: new Error(message) };
}

export function cancelMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: CancelCalendarEventMutation, variables: { id } },
    result: {
      data: {
        cancelCalendarEvent: {
          __typename: "CalendarEventPayload",
          id,
          event: { __typename: "CalendarEvent", id, status: "CANCELLED" },
        },
      },
    },
  };
}

export function cancelFailureMock(id: string, name: string, message: string): MockLink.MockedResponse {
  return {
    request: { query: CancelCalendarEventMutation, variables: { id } },
    result: { errors: [{ message, extensions: { name } }] },
  };
}
