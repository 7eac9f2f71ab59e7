import { utcToZoned, zonedTimeToUtc } from "@launchpad/domain/slots/time-zone";
import type { EventKind, EventStatus } from "./types.ts";

/**
 * The event form's values (every field of spec-2 §3 IncubatorEvent that an editor sets),
 * and their conversion from and to the API's shapes. Times are typed as wall-clock times
 * ("YYYY-MM-DDTHH:mm", a datetime-local input) in the event's own zone.
 */
export type Recurrence = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
export type PeriodUnit = "MINUTES" | "HOURS" | "DAYS" | "WEEKS";
export type AvailabilityMode = "PER_HOST" | "OVERLAPPING";
export type AvailabilityMethod = "HOSTS_AVAILABILITY" | "EVENT_HOURS";
export type AvailabilityType = "BUSINESS_HOURS" | "ALL_HOURS";
export type LocationKind = "NONE" | "TEXT" | "LINK";
export type IsIsNot = { is: string[]; isNot: string[] };
export type Visibility = {
  userRoles: IsIsNot;
  userTags: IsIsNot;
  startupTags: IsIsNot;
  startupPrograms: IsIsNot;
};
/** A number field: empty while nothing is typed. */
export type NumberValue = number | "";

export type FormFile = { id: string; name: string; url: string };
/** A link attachment of the event (kept or removed here; links are made as attachments). */
export type FormLink = { id: string; name: string; link: string };

export type EventFormValues = {
  eventType: EventKind;
  title: string;
  description: string;
  timezone: string;
  start: string;
  end: string;
  recurrence: Recurrence | "NONE";
  recurrenceCount: NumberValue;
  locationKind: LocationKind;
  locationText: string;
  locationLink: string;
  visibility: Visibility;
  capacity: NumberValue;
  hasNoticePeriod: boolean;
  noticePeriodValue: NumberValue;
  noticePeriodUnit: PeriodUnit;
  waitlistOfferHours: NumberValue;
  hostIds: string[];
  duration: NumberValue;
  timeslotIncrement: NumberValue;
  numberOfSessions: NumberValue;
  /** The days (YYYY-MM-DD, in the event's zone) that take bookings; none: every day of the event. */
  oneOnOneDates: string[];
  availabilityMethod: AvailabilityMethod;
  availabilityType: AvailabilityType;
  availabilityMode: AvailabilityMode;
  calendarHostId: string | null;
  ignoreHostsLinkedCalendar: boolean;
  ignoreHourAllocation: boolean;
  editPermissionUserId: string | null;
  cover: FormFile | null;
  files: FormFile[];
  links: FormLink[];
  topicIds: string[];
  tagIds: string[];
  status: EventStatus;
};

export const VISIBILITY_KEYS = ["userRoles", "userTags", "startupTags", "startupPrograms"] as const;

const emptyVisibility = (): Visibility => ({
  userRoles: { is: [], isNot: [] },
  userTags: { is: [], isNot: [] },
  startupTags: { is: [], isNot: [] },
  startupPrograms: { is: [], isNot: [] },
});

/** "2026-07-14T10:30" in `timeZone` ↔ an instant (ISO 8601). */
export function toWallTime(iso: string, timeZone: string): string {
  const { date, minute } = utcToZoned(Date.parse(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

export function fromWallTime(wall: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return null;
  const [, date, hours, minutes] = match as unknown as [string, string, string, string];
  return new Date(zonedTimeToUtc(date, Number(hours) * 60 + Number(minutes), timeZone)).toISOString();
}

/** A new event: a group event next week at 10:00–11:00 in the editor's zone, a draft. */
export function newEventValues(timeZone: string, now: number): EventFormValues {
  const { date } = utcToZoned(now + 7 * 86_400_000, timeZone);
  return {
    eventType: "GROUP",
    title: "",
    description: "",
    timezone: timeZone,
    start: `${date}T10:00`,
    end: `${date}T11:00`,
    recurrence: "NONE",
    recurrenceCount: "",
    locationKind: "NONE",
    locationText: "",
    locationLink: "",
    visibility: emptyVisibility(),
    capacity: "",
    hasNoticePeriod: false,
    noticePeriodValue: "",
    noticePeriodUnit: "HOURS",
    waitlistOfferHours: 24,
    hostIds: [],
    duration: 30,
    timeslotIncrement: "",
    numberOfSessions: "",
    oneOnOneDates: [],
    availabilityMethod: "HOSTS_AVAILABILITY",
    availabilityType: "BUSINESS_HOURS",
    availabilityMode: "PER_HOST",
    calendarHostId: null,
    ignoreHostsLinkedCalendar: false,
    ignoreHourAllocation: false,
    editPermissionUserId: null,
    cover: null,
    files: [],
    links: [],
    topicIds: [],
    tagIds: [],
    status: "DRAFT",
  };
}
