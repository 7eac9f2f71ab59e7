import { MAX_MINIMUM_NOTICE_HOURS } from "@launchpad/domain";
import type { AvailabilityValues, RangeValues } from "./availability-values.ts";
import { type RangeProblem, rangeProblems } from "./range-problems.ts";

/**
 * What the page refuses before sending anything, by form path. The server checks the same
 * (docs/booking-api.md); checking here answers at once, next to the field.
 */
export type Problem = RangeProblem | "timezone" | "date" | "dateTwice" | "durations" | "notice" | "httpsUrl";

function addRangeProblems(problems: Record<string, Problem>, prefix: string, ranges: readonly RangeValues[]) {
  rangeProblems(ranges).forEach((problem, index) => {
    if (problem) problems[`${prefix}.ranges.${index}`] = problem;
  });
}

/** An https address; a calendar's webcal:// link is the same feed (the server reads it over https). */
export function isHttpsUrl(value: string): boolean {
  try {
    return ["https:", "webcal:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function availabilityProblems(values: AvailabilityValues): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  if (!values.timezone) problems.timezone = "timezone";
  values.weeklyHours.forEach((day, weekday) => {
    if (day.available) addRangeProblems(problems, `weeklyHours.${weekday}`, day.ranges);
  });
  const seen = new Set<string>();
  values.overrides.forEach((override, index) => {
    if (!override.date) problems[`overrides.${index}.date`] = "date";
    else if (seen.has(override.date)) problems[`overrides.${index}.date`] = "dateTwice";
    seen.add(override.date);
    if (!override.unavailable) addRangeProblems(problems, `overrides.${index}`, override.ranges);
  });
  const settings = values.coachingMeetingSettings;
  if (settings.enabled && settings.availableDurationsInMins.length === 0)
    problems["coachingMeetingSettings.availableDurationsInMins"] = "durations";
  const notice = settings.minimumNoticeHours;
  if (
    notice === "" ||
    !Number.isInteger(Number(notice)) ||
    Number(notice) < 0 ||
    Number(notice) > MAX_MINIMUM_NOTICE_HOURS
  )
    problems["coachingMeetingSettings.minimumNoticeHours"] = "notice";
  const url = values.icsFeedUrl.trim();
  if (url && !isHttpsUrl(url)) problems.icsFeedUrl = "httpsUrl";
  return problems;
}
