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
