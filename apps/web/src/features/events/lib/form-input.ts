import { type EventFormValues, fromWallTime, type NumberValue } from "./form-values.ts";

/**
 * The form's values as createIncubatorEvent / updateIncubatorEvent take them
 * (docs/events.md): instants in ISO 8601, empty numbers as null, the settings of the other
 * kind of event left out, recurrence only when creating.
 */
const numberOrNull = (value: NumberValue): number | null => (value === "" ? null : value);

export function toEventFields(values: EventFormValues) {
  const group = values.eventType === "GROUP";
  return {
    title: values.title.trim(),
    description: values.description,
    status: values.status,
    startTime: fromWallTime(values.start, values.timezone) ?? "",
    endTime: fromWallTime(values.end, values.timezone) ?? "",
    timezone: values.timezone,
    location:
      values.locationKind === "TEXT"
        ? { text: values.locationText.trim(), link: null }
        : values.locationKind === "LINK"
          ? { text: null, link: values.locationLink.trim() }
          : null,
    coverId: values.cover?.id ?? null,
    attachmentIds: [...values.files.map((file) => file.id), ...values.links.map((link) => link.id)],
    hostIds: values.hostIds,
    editPermissionUserId: values.editPermissionUserId,
    visibility: values.visibility,
    topicIds: values.topicIds,
    tagIds: values.tagIds,
    capacity: group ? numberOrNull(values.capacity) : null,
    registrationNoticePeriod: {
      meetingRegistrationHasNoticePeriod: group && values.hasNoticePeriod,
      periodValue: group && values.hasNoticePeriod ? numberOrNull(values.noticePeriodValue) : null,
      periodUnit: group && values.hasNoticePeriod ? values.noticePeriodUnit : null,
    },
    waitlistOfferHours: numberOrNull(values.waitlistOfferHours) ?? 24,
    duration: group ? null : numberOrNull(values.duration),
    timeslotIncrement: group ? null : numberOrNull(values.timeslotIncrement),
    numberOfSessions: group ? null : numberOrNull(values.numberOfSessions),
    oneOnOneDates: group ? [] : [...values.oneOnOneDates].sort(),
    availability: group
      ? { method: null, type: null, mode: null }
      : { method: values.availabilityMethod, type: values.availabilityType, mode: values.availabilityMode },
    calendarHostId: group ? null : values.calendarHostId,
    ignoreHostsLinkedCalendar: !group && values.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: !group && values.ignoreHourAllocation,
  };
}

export function toCreateInput(values: EventFormValues) {
  const { recurrence, recurrenceCount } = values;
  const repeats = values.eventType === "GROUP" && recurrence !== "NONE" && recurrenceCount !== "";
  return {
    eventType: values.eventType,
    ...toEventFields(values),
    recurrence: repeats ? { frequency: recurrence, count: recurrenceCount } : null,
  };
}

/**
 * A refused field's path in the server's input ("input.location.link",
 * "registrationNoticePeriod.periodValue") as the form's own field path.
 */
export function formPathOf(serverPath: string): string {
  const path = serverPath.replace(/^(input|updatedEvent|event)\./, "");
  const renames: Record<string, string> = {
    startTime: "start",
    endTime: "end",
    "location.link": "locationLink",
    "location.text": "locationText",
    coverId: "cover",
    "registrationNoticePeriod.periodValue": "noticePeriodValue",
    "registrationNoticePeriod.periodUnit": "noticePeriodUnit",
    "availability.mode": "availabilityMode",
    "availability.method": "availabilityMethod",
    "availability.type": "availabilityType",
    "recurrence.count": "recurrenceCount",
    "recurrence.frequency": "recurrence",
  };
  return renames[path] ?? path.replace(/\.\d+$/, "");
}
