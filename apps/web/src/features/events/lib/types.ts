/**
 * The shapes of incubator events as the pages use them (spec-2 §3 IncubatorEvent, as
 * docs/events.md serves it). Components take these, not the generated query types, so
 * they can be rendered and tested on their own.
 */
export type EventKind = "GROUP" | "ONE_ON_ONE";
export type EventStatus = "DRAFT" | "PUBLISHED" | "PENDING_HOST_AVAILABILITIES" | "ARCHIVED";
export type AttendeeStatus = "REGISTERED" | "WAITLISTED" | "OFFERED" | "BOOKED" | "CANCELLED";

export type TagChip = { id: string; name: string; color?: string | null };

export type EventPerson = {
  id: string;
  fullName: string;
  email?: string | null;
  avatar?: string | null;
  headline?: string | null;
};

/** What a card of the list shows. */
export type EventSummary = {
  id: string;
  eventType: EventKind;
  title: string;
  status: EventStatus;
  startTime: string;
  endTime: string;
  coverUrl: string | null;
  hosts: readonly EventPerson[];
  topics: readonly TagChip[];
  capacity: number | null;
  seatsLeft: number | null;
  noOfBookings: number;
  viewerAttendeeStatus: AttendeeStatus | null;
};

export type EventAttachment = {
  id: string;
  name: string;
  url: string;
  fileType?: string | null;
};

export type EventLink = { name: string; link: string };

export type EventAttendee = {
  id: string;
  status: AttendeeStatus;
  registrationTime: string;
  registrant: EventPerson;
};

/** The viewer's own registration or booking. */
export type ViewerAttendee = {
  id: string;
  status: AttendeeStatus;
  offerExpiresAt: string | null;
  /** A one-to-one booking's meeting. */
  meetingId: string | null;
};

export type EventDetail = EventSummary & {
  description: string | null;
  location: { text: string | null; link: string | null } | null;
  conferenceProvider: string | null;
  tags: readonly TagChip[];
  attachmentFiles: readonly EventAttachment[];
  attachmentLinks: readonly EventLink[];
  duration: number | null;
  registrationClosesAt: string | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerIsHost: boolean;
  viewerAttendee: ViewerAttendee | null;
  /** Editors only (null for the others). */
  attendees: readonly EventAttendee[] | null;
};
