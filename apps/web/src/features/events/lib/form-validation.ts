import { COACHING_DURATION_OPTIONS, TIMESLOT_INCREMENT_OPTIONS } from "@launchpad/domain/coaching";
import { meetingLinkProblem } from "@launchpad/domain/meeting-links";
import { type EventFormValues, fromWallTime, type NumberValue, VISIBILITY_KEYS } from "./form-values.ts";

/**
 * The event form's checks before sending, the server's rules as docs/events.md states
 * them (the server checks again and its refusal is shown by field):
 * - a title; a start and an end, the end after the start;
 * - a recurring group session has 2–52 occurrences (MAX_OCCURRENCES);
 * - a meeting link is an https Zoom or Microsoft Teams address (spec-2 §5); a place is text;
 * - capacity, notice period, session length and slot step are whole numbers in range;
 * - a one-to-one event, once no longer a draft, has a host and a session length that fits in
 *   its boundaries, and its booking days fall between its first and last day;
 * - a tag or role is not both included and excluded.
 * Each problem is a message id with its values, by the form's field path.
 */
export type FieldProblem = { id: string; values?: Record<string, string | number> };
export type FormProblems = Record<string, FieldProblem>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const LOCATION_TEXT_MAX = 500;
export const MAX_OCCURRENCES = 52;
export const MAX_CAPACITY = 10_000;

function wholeIn(value: NumberValue, min: number, max: number): boolean {
  return value !== "" && Number.isInteger(value) && value >= min && value <= max;
}

export function validateEventForm(values: EventFormValues): FormProblems {
  const problems: FormProblems = {};
  const required = (path: string, label: string) => {
    problems[path] = { id: "validation.required", values: { field: label } };
  };
  const whole = (path: string, label: string, value: NumberValue, min: number, max: number) => {
    if (!wholeIn(value, min, max))
      problems[path] = { id: "events.error.whole", values: { field: label, min, max } };
  };

  if (!values.title.trim()) required("title", "events.form.title");
  else if (values.title.trim().length > TITLE_MAX)
    problems.title = { id: "validation.tooLong", values: { field: "events.form.title", max: TITLE_MAX } };
  if (values.description.length > DESCRIPTION_MAX)
    problems.description = {
      id: "validation.tooLong",
      values: { field: "events.form.description", max: DESCRIPTION_MAX },
    };

  const start = fromWallTime(values.start, values.timezone);
  const end = fromWallTime(values.end, values.timezone);
  if (!start) required("start", "events.form.startTime");
  if (!end) required("end", "events.form.endTime");
  if (start && end && Date.parse(end) <= Date.parse(start))
    problems.end = { id: "events.error.endBeforeStart" };

  if (values.locationKind === "TEXT" && !values.locationText.trim())
    required("locationText", "events.form.locationText");
  else if (values.locationKind === "TEXT" && values.locationText.trim().length > LOCATION_TEXT_MAX)
    problems.locationText = {
      id: "validation.tooLong",
      values: { field: "events.form.locationText", max: LOCATION_TEXT_MAX },
    };
  if (values.locationKind === "LINK") {
    const problem = meetingLinkProblem(values.locationLink);
    if (problem?.code === "REQUIRED") required("locationLink", "events.form.locationLink");
    else if (problem) problems.locationLink = { id: "events.error.linkRule" };
  }

  for (const key of VISIBILITY_KEYS) {
    const excluded = new Set(values.visibility[key].isNot);
    if (values.visibility[key].is.some((id) => excluded.has(id)))
      problems[`visibility.${key}.isNot`] = { id: "events.error.sameTags" };
  }

  if (values.eventType === "GROUP") {
    if (values.capacity !== "") whole("capacity", "events.form.capacity", values.capacity, 1, MAX_CAPACITY);
    if (values.recurrence !== "NONE")
      whole("recurrenceCount", "events.form.recurrenceCount", values.recurrenceCount, 2, MAX_OCCURRENCES);
    if (values.hasNoticePeriod)
      whole("noticePeriodValue", "events.form.periodValue", values.noticePeriodValue, 1, 1000);
    whole("waitlistOfferHours", "events.form.waitlistOfferHours", values.waitlistOfferHours, 1, 168);
  } else {
    // A draft may wait for its hosts and length; publishing needs them (as the server says).
    const publishing = values.status !== "DRAFT";
    if (publishing && values.hostIds.length === 0) problems.hostIds = { id: "events.error.hostsRequired" };
    const span = start && end ? Math.floor((Date.parse(end) - Date.parse(start)) / 60_000) : 24 * 60;
    if (values.duration === "") {
      if (publishing) required("duration", "events.form.duration");
    } else if (!(COACHING_DURATION_OPTIONS as readonly number[]).includes(values.duration))
      required("duration", "events.form.duration");
    else if (values.duration > span) problems.duration = { id: "events.error.sessionTooLong" };
    if (
      values.timeslotIncrement !== "" &&
      !(TIMESLOT_INCREMENT_OPTIONS as readonly number[]).includes(values.timeslotIncrement)
    )
      required("timeslotIncrement", "events.form.timeslotIncrement");
    // Booking days (YYYY-MM-DD in the event's zone) fall between the event's first and last day.
    const [first, last] = [values.start.slice(0, 10), values.end.slice(0, 10)];
    if (values.oneOnOneDates.some((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < first || date > last))
      problems.oneOnOneDates = { id: "events.error.dateOutside" };
    if (values.numberOfSessions !== "")
      whole("numberOfSessions", "events.form.numberOfSessions", values.numberOfSessions, 1, 100);
  }

  return problems;
}
