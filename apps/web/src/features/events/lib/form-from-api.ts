import { type EventFormValues, type FormFile, newEventValues, toWallTime } from "./form-values.ts";
import type { ApiEvent, ApiRule } from "./from-api.ts";
import type { EventKind, EventStatus } from "./types.ts";

/*
 * The API's event as the editor form's starting values: apart from from-api.ts, so that the
 * events list does not load the form's code (decision 034).
 */

const rule = (value: ApiRule | undefined) => ({
  is: [...(value?.is ?? [])],
  isNot: [...(value?.isNot ?? [])],
});

/** The editor's starting values: the event as saved, times as wall-clock times in its zone. */
export function toFormValues(event: ApiEvent, now: number): EventFormValues {
  const zone = event.timezone || "UTC";
  const base = newEventValues(zone, now);
  const notice = event.registrationNoticePeriod;
  const files: FormFile[] = event.attachmentFiles.flatMap((file) =>
    file.fileUrl ? [{ id: file.id, name: file.name, url: file.fileUrl }] : [],
  );
  return {
    ...base,
    eventType: event.eventType as EventKind,
    title: event.title,
    description: event.description,
    timezone: zone,
    start: toWallTime(event.startTime, zone),
    end: toWallTime(event.endTime, zone),
    locationKind: event.location.link ? "LINK" : event.location.text ? "TEXT" : "NONE",
    locationText: event.location.text ?? "",
    locationLink: event.location.link ?? "",
    visibility: {
      userRoles: rule(event.visibility?.userRoles),
      userTags: rule(event.visibility?.userTags),
      startupTags: rule(event.visibility?.startupTags),
      startupPrograms: rule(event.visibility?.startupPrograms),
    },
    capacity: event.capacity ?? "",
    hasNoticePeriod: notice.meetingRegistrationHasNoticePeriod,
    noticePeriodValue: notice.periodValue ?? "",
    noticePeriodUnit: (notice.periodUnit as EventFormValues["noticePeriodUnit"] | null) ?? "HOURS",
    waitlistOfferHours: event.waitlistOfferHours,
    hostIds: event.hosts.map((host) => host.id),
    duration: event.duration ?? (event.eventType === "ONE_ON_ONE" ? "" : base.duration),
    timeslotIncrement: event.timeslotIncrement ?? "",
    numberOfSessions: event.numberOfSessions ?? "",
    oneOnOneDates: [...(event.oneOnOneDates ?? [])],
    availabilityMethod:
      (event.availability.method as EventFormValues["availabilityMethod"] | null) ?? base.availabilityMethod,
    availabilityType:
      (event.availability.type as EventFormValues["availabilityType"] | null) ?? base.availabilityType,
    availabilityMode:
      (event.availability.mode as EventFormValues["availabilityMode"] | null) ?? base.availabilityMode,
    calendarHostId: event.calendarHost?.id ?? null,
    ignoreHostsLinkedCalendar: event.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: event.ignoreHourAllocation,
    editPermissionUserId: event.editPermission?.id ?? null,
    cover: event.coverId && event.cover ? { id: event.coverId, name: "", url: event.cover } : null,
    files,
    links: event.attachmentLinks.map((link) => ({ id: link.id, name: link.name, link: link.link ?? "" })),
    topicIds: event.topics.map((tag) => tag.id),
    tagIds: event.tags.map((tag) => tag.id),
    status: event.status as EventStatus,
  };
}

/** The people the event names, with their names (the pickers show them before any search). */
export function knownPeopleOf(event: ApiEvent | null): { value: string; label: string }[] {
  if (!event) return [];
  const people = [...event.hosts, event.calendarHost, event.editPermission].filter(
    (person): person is { id: string; fullName: string } => Boolean(person),
  );
  return [
    ...new Map(people.map((person) => [person.id, { value: person.id, label: person.fullName }])).values(),
  ];
}
