/** Shapes of the booking API (docs/booking-api.md), as the scheduler uses them. */

/** A person as `usersByIds` answers: a host, the organizer or an attendee. */
export type UserCard = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
  roleLabel: string;
  /** The role's type: with the label, how the role is shown (role-names). */
  roleType: string;
  avatar?: string | null;
  headline?: string | null;
};

/** `getProfileCoachingMeetingSettings`: durations are already cut to the startup's remaining minutes. */
export type CoachingMeetingSettings = {
  userId: string;
  enabled: boolean;
  availableDurationsInMins: readonly number[];
  defaultMeetingLocation?: string | null;
  timeslotIncrement?: number | null;
  minimumNoticeHours: number;
};

/** One host's free slots (`getFreeSlotsByCustomerIds`); times in seconds. */
export type FreeSlots = {
  customerId: string;
  slots: readonly { start: number; end: number }[];
  supportedLocations: readonly string[];
};

/** A slot the booker may pick (spec-1 §3 Slot); times in milliseconds. */
export type Slot = {
  slotId: string;
  startTime: number;
  endTime: number;
  customerIds: readonly string[];
  location: string | null;
  durationInMinutes: number;
};

/** The meeting `createCalendarEvent` made; times in seconds. */
export type BookedEvent = {
  id: string;
  start: number;
  end: number;
  summary: string;
  description?: string | null;
  location?: string | null;
  organizer: Pick<UserCard, "id" | "fullName" | "email">;
  attendees: readonly Pick<UserCard, "id" | "fullName">[];
  /** A conferencing link of the meeting's own (a one-to-one event's meeting link). */
  locationLink?: string | null;
  /** The link to join and its provider (ZOOM, MICROSOFT_TEAMS, or null for another https link). */
  conferenceProvider?: ConferenceProvider | null;
  /** "IncubatorEvent" when the meeting is a one-to-one event's booking ('Go to Event'). */
  contextType?: string | null;
  contextId?: string | null;
};

/** `CalendarEvent.conferenceProvider` (spec-1 §3). */
export type ConferenceProvider = { url: string; provider?: string | null; name?: string | null };

/**
 * A one-to-one event the flow books (`incubatorEventBooking`): its duration is preset (the
 * flow starts at the date step), its boundaries limit the days (seconds), PER_HOST offers
 * each host's own slots and OVERLAPPING the times every host is free.
 */
export type EventBookingTarget = {
  /** The one-to-one event's id, or the application's for a review meeting (contextType "Application"). */
  eventId: string;
  /** What the meeting belongs to: a one-to-one event (the default) or an application's review meeting. */
  contextType?: "IncubatorEvent" | "Application";
  title: string;
  durationInMinutes: number;
  start: number;
  end: number;
  availabilityMode: string;
};

/** The signed-in user as the scheduler needs them. */
export type BookingViewer = {
  id: string;
  fullName: string;
  timezone: string;
  startups: readonly { id: string }[];
};

/**
 * The meeting the flow moves instead of booking a new one (reschedule mode): its duration is
 * kept, its own time does not block its hosts, and its notes are the starting notes.
 */
export type RescheduleTarget = {
  eventId: string;
  durationInMinutes: number;
  description?: string | null;
};
