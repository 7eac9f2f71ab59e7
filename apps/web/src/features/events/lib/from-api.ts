import type { AttendeeStatus, EventDetail, EventKind, EventStatus, EventSummary } from "./types.ts";

/**
 * The API's event (IncubatorEventQuery / EventCardFields, docs/events.md) as the pages'
 * shapes (the editor form's starting values: form-from-api.ts, which the list does not load).
 */
type ApiPerson = { id: string; fullName: string; avatar?: string | null; headline?: string | null };
type ApiTag = { id: string; name: string; color?: string | null };
export type ApiRule = { is: readonly string[]; isNot: readonly string[] };

export type ApiEventCard = {
  id: string;
  eventType: string;
  title: string;
  status: string;
  startTime: string;
  endTime: string;
  image?: string | null;
  capacity?: number | null;
  seatsLeft?: number | null;
  noOfBookings: number;
  hosts: readonly ApiPerson[];
  topics: readonly ApiTag[];
  viewerAttendee?: { id: string; status: string } | null;
};

export type ApiEvent = ApiEventCard & {
  description: string;
  timezone: string;
  cover?: string | null;
  coverId?: string | null;
  location: { text?: string | null; link?: string | null; provider?: string | null };
  tags: readonly ApiTag[];
  attachmentFiles: readonly { id: string; name: string; fileType?: string | null; fileUrl?: string | null }[];
  attachmentLinks: readonly { id: string; name: string; link?: string | null }[];
  duration?: number | null;
  timeslotIncrement?: number | null;
  numberOfSessions?: number | null;
  oneOnOneDates?: readonly string[] | null;
  registrationClosesAt: string;
  waitlistOfferHours: number;
  availability: { method?: string | null; type?: string | null; mode?: string | null };
  calendarHost?: { id: string; fullName: string } | null;
  editPermission?: { id: string; fullName: string } | null;
  ignoreHostsLinkedCalendar: boolean;
  ignoreHourAllocation: boolean;
  registrationNoticePeriod: {
    meetingRegistrationHasNoticePeriod: boolean;
    periodValue?: number | null;
    periodUnit?: string | null;
  };
  visibility?: {
    userRoles: ApiRule;
    userTags: ApiRule;
    startupTags: ApiRule;
    startupPrograms: ApiRule;
  } | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerAttendee?: {
    id: string;
    status: string;
    offerExpiresAt?: string | null;
    meetingId?: string | null;
  } | null;
  attendees?:
    | readonly {
        id: string;
        status: string;
        registrationTime: string;
        email?: string | null;
        registrant?: ApiPerson | null;
      }[]
    | null;
};

export function toEventSummary(event: ApiEventCard): EventSummary {
  return {
    id: event.id,
    eventType: event.eventType as EventKind,
    title: event.title,
    status: event.status as EventStatus,
    startTime: event.startTime,
    endTime: event.endTime,
    coverUrl: event.image ?? null,
    hosts: event.hosts,
    topics: event.topics,
    capacity: event.capacity ?? null,
    seatsLeft: event.seatsLeft ?? null,
    noOfBookings: event.noOfBookings,
    viewerAttendeeStatus: (event.viewerAttendee?.status as AttendeeStatus | undefined) ?? null,
  };
}

export function toEventDetail(event: ApiEvent, viewerId: string): EventDetail {
  const mine = event.viewerAttendee;
  return {
    ...toEventSummary(event),
    coverUrl: event.cover ?? null,
    description: event.description,
    location: { text: event.location.text ?? null, link: event.location.link ?? null },
    conferenceProvider: event.location.provider ?? null,
    tags: event.tags,
    attachmentFiles: event.attachmentFiles.flatMap((file) =>
      file.fileUrl ? [{ id: file.id, name: file.name, url: file.fileUrl, fileType: file.fileType }] : [],
    ),
    attachmentLinks: event.attachmentLinks.flatMap((link) =>
      link.link ? [{ name: link.name, link: link.link }] : [],
    ),
    duration: event.duration ?? null,
    registrationClosesAt: event.registrationClosesAt,
    viewerCanEdit: event.viewerCanEdit,
    viewerCanDelete: event.viewerCanDelete,
    viewerIsHost: event.hosts.some((host) => host.id === viewerId),
    viewerAttendee: mine
      ? {
          id: mine.id,
          status: mine.status as AttendeeStatus,
          offerExpiresAt: mine.offerExpiresAt ?? null,
          meetingId: mine.meetingId ?? null,
        }
      : null,
    attendees:
      event.attendees?.map((attendee) => ({
        id: attendee.id,
        status: attendee.status as AttendeeStatus,
        registrationTime: attendee.registrationTime,
        registrant: {
          id: attendee.registrant?.id ?? attendee.id,
          fullName: attendee.registrant?.fullName ?? "",
          avatar: attendee.registrant?.avatar,
          email: attendee.email,
        },
      })) ?? null,
  };
}
