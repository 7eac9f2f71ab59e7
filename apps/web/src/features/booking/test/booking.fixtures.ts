import type { MockLink } from "@apollo/client/testing";
import { ROLE_LABELS, ROLE_TYPES } from "@launchpad/domain";
import { BookingViewerQuery } from "../api/booking-viewer.query.ts";
import { CreateCalendarEventMutation } from "../api/create-calendar-event.mutation.ts";
import { FreeSlotsByCustomerIdsQuery } from "../api/free-slots.query.ts";
import { ProfileCoachingMeetingSettingsQuery } from "../api/profile-coaching-meeting-settings.query.ts";
import { UpdateCalendarEventMutation } from "../api/update-calendar-event.mutation.ts";
import { BookingUsersByIdsQuery } from "../api/users-by-ids.query.ts";
import { monthInterval } from "../lib/month-grid.ts";
import type { BookingViewer } from "../lib/types.ts";

/** The tests' clock: Tuesday 14 July 2026, 10:00 in Berlin, where the viewer lives. */
export const NOW = Date.parse("2026-07-14T08:00:00Z");
export const TIMEZONE = "Europe/Berlin";

export const seconds = (iso: string) => Date.parse(iso) / 1000;

/** The built-in role bearing the label (its type), or the label itself for a custom one. */
const typeOf = (label: string) => ROLE_TYPES.find((type) => ROLE_LABELS[type] === label) ?? label;

export const card = (id: string, fullName: string, roleLabel: string, roleType = typeOf(roleLabel)) => ({
  __typename: "UserCard" as const,
  id,
  fullName,
  firstName: fullName.split(" ")[0] ?? fullName,
  lastName: fullName.split(" ")[1] ?? "",
  email: `${fullName.split(" ")[0]?.toLowerCase()}@demo.test`,
  timezone: TIMEZONE,
  roleLabel,
  roleType,
  avatar: null,
  headline: null,
});

export const CARL = card("u-carl", "Carl Coachman", "Coach");
export const FATIMA: BookingViewer = {
  id: "u-fatima",
  fullName: "Fatima Founder",
  timezone: TIMEZONE,
  startups: [{ id: "s-nimbus" }],
};

export function viewerMock(viewer: BookingViewer = FATIMA): MockLink.MockedResponse {
  return {
    request: { query: BookingViewerQuery },
    result: {
      data: {
        currentUser: {
          __typename: "CurrentUser",
          id: viewer.id,
          fullName: viewer.fullName,
          timezone: viewer.timezone,
          startups: viewer.startups.map((startup) => ({ __typename: "StartupSummary", ...startup })),
        },
      },
    },
  };
}

export function usersMock(users: ReturnType<typeof card>[], ids = users.map((user) => user.id)) {
  return {
    request: { query: BookingUsersByIdsQuery, variables: { ids } },
    result: { data: { usersByIds: users } },
  };
}

export function settingsMock(userId: string, enabled: boolean, durations: number[], startupId = "s-nimbus") {
  return {
    request: { query: ProfileCoachingMeetingSettingsQuery, variables: { userIds: [userId], startupId } },
    result: {
      data: {
        getProfileCoachingMeetingSettings: [
          {
            __typename: "ProfileCoachingMeetingSettings",
            userId,
            enabled,
            availableDurationsInMins: durations,
            defaultMeetingLocation: "https://meet.example/carl",
            timeslotIncrement: null,
            minimumNoticeHours: 0,
          },
        ],
      },
    },
  };
}

/** Carl's free 30-minute slots in July (UTC starts): 15 July 09:00 and 09:30, 17 July 14:00 in Berlin. */
export const JULY_STARTS = ["2026-07-15T07:00:00Z", "2026-07-15T07:30:00Z", "2026-07-17T12:00:00Z"];

export function freeSlotsMock(
  starts: string[] = JULY_STARTS,
  duration = 30,
  month = "2026-07",
  excludeEventId?: string,
) {
  return {
    request: {
      query: FreeSlotsByCustomerIdsQuery,
      variables: {
        customerIds: [CARL.id],
        interval: monthInterval(month, TIMEZONE, "2026-07-14"),
        durationInMinutes: duration,
        ...(excludeEventId ? { excludeEventId } : {}),
      },
    },
    result: {
      data: {
        getFreeSlotsByCustomerIds: [
          {
            __typename: "FreeSlots",
            customerId: CARL.id,
            slots: starts.map((start) => ({
              __typename: "SlotRange",
              start: seconds(start),
              end: seconds(start) + duration * 60,
            })),
            supportedLocations: ["https://meet.example/carl"],
          },
        ],
      },
    },
  };
}

export const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";

type Booking = { start: string; description?: string };

export const createVariables = ({ start, description }: Booking) => ({
  input: {
    hostIds: [CARL.id],
    start: seconds(start),
    durationInMinutes: 30,
    startupId: "s-nimbus",
    ...(description ? { description } : {}),
  },
});

/** The meeting the server answers for a booking (or a move) at `start`. */
export function bookedEvent({ start: iso, description }: Booking, sequence = 0) {
  const start = seconds(iso);
  return {
    __typename: "CalendarEvent" as const,
    id: "ev-1",
    start,
    end: start + 1800,
    summary: "Coaching session: Fatima Founder and Carl Coachman",
    description: description ?? null,
    location: "https://meet.example/carl",
    locationLink: null,
    conferenceProvider: {
      __typename: "ConferenceProvider" as const,
      url: "https://meet.example/carl",
      provider: null,
      name: null,
    },
    contextType: null as string | null,
    contextId: null as string | null,
    status: "CONFIRMED",
    sequence,
    organizer: CARL,
    attendees: [
      { __typename: "UserCard" as const, id: CARL.id, fullName: CARL.fullName },
      { __typename: "UserCard" as const, id: FATIMA.id, fullName: FATIMA.fullName },
    ],
  };
}

export function createMock(booking: Booking): MockLink.MockedResponse {
  return {
    request: { query: CreateCalendarEventMutation, variables: createVariables(booking) },
    result: {
      data: {
        createCalendarEvent: {
          __typename: "CalendarEventPayload",
          id: "ev-1",
          ics: ICS,
          event: bookedEvent(booking),
        },
      },
    },
  };
}

export function createFailureMock(booking: Booking, name: string, message: string, reason?: string) {
  return {
    request: { query: CreateCalendarEventMutation, variables: createVariables(booking) },
    result: { errors: [{ message, extensions: { name, ...(reason ? { reason } : {}) } }] },
  };
}

/** The meeting's new invitation: same UID, higher SEQUENCE. */
export const RESCHEDULED_ICS =
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:ev-1@launchpad\r\nSEQUENCE:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

type Move = { start: string; description?: string | null };

const updateVariables = ({ start, description = null }: Move) => ({
  input: { id: "ev-1", start: seconds(start), description },
});

export function updateMock(move: Move): MockLink.MockedResponse {
  return {
    request: { query: UpdateCalendarEventMutation, variables: updateVariables(move) },
    result: {
      data: {
        updateCalendarEvent: {
          __typename: "CalendarEventPayload",
          id: "ev-1",
          ics: RESCHEDULED_ICS,
          event: bookedEvent({ start: move.start, description: move.description ?? undefined }, 1),
        },
      },
    },
  };
}

export function updateFailureMock(move: Move, name: string, message: string, reason?: string) {
  return {
    request: { query: UpdateCalendarEventMutation, variables: updateVariables(move) },
    result: { errors: [{ message, extensions: { name, ...(reason ? { reason } : {}) } }] },
  };
}
