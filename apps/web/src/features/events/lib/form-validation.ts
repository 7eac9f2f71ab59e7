import { meetingLinkProblem } from "@launchpad/domain/meeting-links";
import { type EventFormValues, fromWallTime, type NumberValue, VISIBILITY_KEYS } from "./form-values.ts";

/**
 * The event form's checks before sending, the server's rules as docs/events.md states
 * them (the server checks again and its refusal is shown by field):
 * - a title; a start and an end, the end after the start;
 * - a recurring group session has 2–52 occurrences (MAX_OCCURRENCES);
 * - a meeting link is an https Zoom or Microsoft Teams address (spec-2 §5); a place is text;
 * - capacity, notice period, session length and slot step are whole numbers in range;
 * - a one-to-one event has at least one host and a session that fits in its boundaries;
 * - a tag or role is not both included and excluded.
 * Each problem is a message id with its values, by the form's field path.
 */
export type FieldProblem = { id: string; values?: Record<string, string | number> };
export type FormProblems = Record<string, FieldProblem>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const MAX_OCCURRENCES = 52;
export const MAX_CAPACITY = 100_000;

function wholeIn(value: NumberValue, min: number, max: number): boolean {
  return value !== "" && Number.isInteger(value) && value >= min && value <= max;
}

export function validateEventForm(values: EventFormValues): FormProblems {
  const problems: FormProblems = {};
  const required = (path: string, label: string) => {
    problems[path] = { id: "validation.required", values: { field: label } };
  };
  const whole = (path: string, label: string, value: NumberValue, min: number, max: number) => {
    if (!wholeIn(value, min, max)) problems[path] = { id: "events.error.whole", values: { field: label, min, max } };
  };

  if (!values.title.trim()) required("title", "events.form.title");
  else if (values.title.trim().length > TITLE_MAX)
    problems.title = { id: "validation.tooLong", values: { field: "events.form.title", max: TITLE_MAX } };
  if (values.description.length > DESCRIPTION_MAX)
    problems.description = { id: "validation.tooLong", values: { field: "events.form.description", max: DESCRIPTION_MAX } };

  const start = fromWallTime(values.start, values.timezone);
  const end = fromWallTime(values.end, values.timezone);
  if (!start) required("start", "events.form.startTime");
  if (!end) required("end", "events.form.endTime");
  if (start && end && Date.parse(end) <= Date.parse(start)) problems.end = { id: "events.error.endBeforeStart" };

  if (values.locationKind === "TEXT" && !values.locationText.trim()) required("locationText", "events.form.locationText");
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
  } else {
    if (values.hostIds.length === 0) problems.hostIds = { id: "events.error.hostsRequired" };
    const span = start && end ? Math.floor((Date.parse(end) - Date.parse(start)) / 60_000) : 24 * 60;
    whole("duration", "events.form.duration", values.duration, 5, Math.max(5, Math.min(span, 24 * 60)));
    if (values.timeslotIncrement !== "")
      whole("timeslotIncrement", "events.form.timeslotIncrement", values.timeslotIncrement, 5, 240);
  }

  values.links.forEach((link, index) => {
    if (!link.name.trim()) required(`links.${index}.name`, "events.form.linkName");
    if (!/^https?:\/\/\S+\.\S+/i.test(link.link.trim())) problems[`links.${index}.link`] = { id: "events.error.url" };
  });
  return problems;
}
