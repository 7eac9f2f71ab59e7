import type { MockLink } from "@apollo/client/testing";
import { CARL, FATIMA, ICS, NOW, seconds, TIMEZONE } from "../../booking/testing.ts";
import { CalendarEventsQuery } from "../api/calendar-events.query.ts";
import { CancelCalendarEventMutation } from "../api/cancel-calendar-event.mutation.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { upcomingWindow } from "../lib/upcoming-window.ts";

export { CARL, FATIMA, NOW, TIMEZONE };

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
    status: "CONFIRMED",
    sequence: 0,
    durationInMinutes: 30,
    referenceType: "Startup",
    referenceId: "s-nimbus",
    referenceName: "Nimbus",
    ics: ICS,
    viewerIsHost: false,
    canReschedule: true,
    canCancel: true,
    organizer: CARL,
    hosts: [CARL],
    attendees: [person(CARL), person(FATIMA)],
    ...overrides,
  };
}

/** The page's one question: from today's start in Berlin, twelve months ahead. */
export function calendarMock(events: ReturnType<typeof entry>[]): MockLink.MockedResponse {
  return {
    request: { query: CalendarEventsQuery, variables: upcomingWindow(TIMEZONE, NOW) },
    result: { data: { calendarEvents: events } },
  };
}

export function calendarFailureMock(message: string): MockLink.MockedResponse {
  return {
    request: { query: CalendarEventsQuery, variables: upcomingWindow(TIMEZONE, NOW) },
    error: new Error(message),
  };
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
