import type { BookedEvent, UserCard } from "../../booking/index.ts";

/** A meeting of the viewer's calendar (`calendarEvents`, docs/booking-api.md); times in seconds. */
export type CalendarEntry = BookedEvent & {
  status: string;
  sequence: number;
  durationInMinutes: number;
  organizer: UserCard;
  /** Whose time the meeting takes: a reschedule asks free time of all of them. */
  hosts: readonly UserCard[];
  /** "Startup" when the meeting uses a startup's hours (its file is linked), else null. */
  referenceType?: string | null;
  referenceId?: string | null;
  referenceName?: string | null;
  /** "IncubatorEvent" for a registered event or a one-to-one event's meeting, with the event's id. */
  contextType?: string | null;
  contextId?: string | null;
  /** The item's page in the app (/events/<id>), when it has one. */
  link?: string | null;
  /** The viewer's registration of a group event. */
  eventAttendeeId?: string | null;
  viewerIsHost: boolean;
  canReschedule: boolean;
  canCancel: boolean;
};
