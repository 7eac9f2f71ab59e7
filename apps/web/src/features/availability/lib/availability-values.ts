import { type AvailabilityPreset, presetWeeklyHours, WEEKDAYS, type Weekday } from "@launchpad/domain";
import type { AvailabilityInput, HostAvailability } from "./availability-types.ts";

/**
 * The availability page as a form. Weekly hours are kept per weekday (index 0 = Sunday)
 * with an "available" switch, so that a day switched off keeps its ranges until saved;
 * the API takes a flat list of ranges. Select values are strings, as Mantine keeps them.
 */
export type RangeValues = { startMinute: number; endMinute: number };
export type DayValues = { available: boolean; ranges: RangeValues[] };
export type OverrideValues = { date: string; unavailable: boolean; ranges: RangeValues[] };
export const AUTOMATIC_INCREMENT = "auto";

export type AvailabilityValues = {
  timezone: string;
  weeklyHours: DayValues[];
  overrides: OverrideValues[];
  coachingMeetingSettings: {
    enabled: boolean;
    availableDurationsInMins: string[];
    defaultMeetingLocation: string;
    timeslotIncrement: string;
    minimumNoticeHours: number | string;
  };
  icsFeedUrl: string;
};

/** The range a day or an override starts with when it is switched on. */
export const DEFAULT_RANGE: RangeValues = { startMinute: 9 * 60, endMinute: 17 * 60 };

const byStart = (a: RangeValues, b: RangeValues) => a.startMinute - b.startMinute;
const copy = ({ startMinute, endMinute }: RangeValues): RangeValues => ({ startMinute, endMinute });

function daysOf(ranges: readonly { weekday: number; startMinute: number; endMinute: number }[]): DayValues[] {
  return WEEKDAYS.map((weekday) => {
    const own = ranges
      .filter((range) => range.weekday === weekday)
      .map(copy)
      .sort(byStart);
    return own.length > 0
      ? { available: true, ranges: own }
      : { available: false, ranges: [{ ...DEFAULT_RANGE }] };
  });
}

export function toAvailabilityValues(availability: HostAvailability): AvailabilityValues {
  const settings = availability.coachingMeetingSettings;
  return {
    timezone: availability.timezone,
    weeklyHours: daysOf(availability.weeklyHours),
    overrides: [...availability.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) =>
        override.ranges.length > 0
          ? { date: override.date, unavailable: false, ranges: override.ranges.map(copy).sort(byStart) }
          : { date: override.date, unavailable: true, ranges: [{ ...DEFAULT_RANGE }] },
      ),
    coachingMeetingSettings: {
      enabled: settings.enabled,
      availableDurationsInMins: settings.availableDurationsInMins.map(String),
      defaultMeetingLocation: settings.defaultMeetingLocation ?? "",
      timeslotIncrement:
        settings.timeslotIncrement == null ? AUTOMATIC_INCREMENT : String(settings.timeslotIncrement),
      minimumNoticeHours: settings.minimumNoticeHours,
    },
    icsFeedUrl: availability.icsFeedUrl ?? "",
  };
}

/** A preset's weekly hours (Monday–Friday for business hours, every day for all hours). */
export function presetDays(preset: AvailabilityPreset): DayValues[] {
  const weekdays: readonly Weekday[] = preset === "BUSINESS_HOURS" ? [1, 2, 3, 4, 5] : WEEKDAYS;
  return daysOf(presetWeeklyHours(preset, weekdays));
}

/**
 * The form as updateAvailability takes it, and for each sent range the form path it came
 * from, so that the server's "weeklyHours.2.endMinute" finds its field.
 */
export function toAvailabilityInput(values: AvailabilityValues): {
  input: AvailabilityInput;
  weeklyPaths: string[];
} {
  const weeklyHours: AvailabilityInput["weeklyHours"] = [];
  const weeklyPaths: string[] = [];
  values.weeklyHours.forEach((day, weekday) => {
    if (!day.available) return;
    day.ranges.forEach((range, index) => {
      weeklyHours.push({ weekday: weekday as Weekday, ...copy(range) });
      weeklyPaths.push(`weeklyHours.${weekday}.ranges.${index}`);
    });
  });
  const settings = values.coachingMeetingSettings;
  const location = settings.defaultMeetingLocation.trim();
  const url = values.icsFeedUrl.trim();
  return {
    input: {
      timezone: values.timezone,
      weeklyHours,
      overrides: values.overrides.map((override) => ({
        date: override.date,
        ranges: override.unavailable ? [] : override.ranges.map(copy),
      })),
      coachingMeetingSettings: {
        enabled: settings.enabled,
        availableDurationsInMins: settings.availableDurationsInMins.map(Number).sort((a, b) => a - b),
        defaultMeetingLocation: location || null,
        timeslotIncrement:
          settings.timeslotIncrement === AUTOMATIC_INCREMENT ? null : Number(settings.timeslotIncrement),
        minimumNoticeHours: Number(settings.minimumNoticeHours),
      },
      icsFeedUrl: url || null,
    },
    weeklyPaths,
  };
}

const SHOWN_PATHS = [
  /^timezone$/,
  /^icsFeedUrl$/,
  /^coachingMeetingSettings\.(enabled|availableDurationsInMins|defaultMeetingLocation|timeslotIncrement|minimumNoticeHours)$/,
  /^weeklyHours$/,
  /^weeklyHours\.[0-6]\.ranges\.\d+(\.(startMinute|endMinute))?$/,
  /^overrides$/,
  /^overrides\.\d+(\.date|\.ranges)?$/,
  /^overrides\.\d+\.ranges\.\d+(\.(startMinute|endMinute))?$/,
];

/**
 * Where the page shows a message of the server for an input path ("input." dropped): a
 * weekly range by its place in the sent list, an item of a list under the list; null when
 * no field shows it (the page then shows it above the save button).
 */
export function formPathOf(serverPath: string, weeklyPaths: readonly string[]): string | null {
  let path = serverPath.replace(/^input\./, "").replace(/^(coachingMeetingSettings\.\w+)\.\d+$/, "$1");
  const weekly = /^weeklyHours\.(\d+)(\..*)?$/.exec(path);
  if (weekly) {
    const range = weeklyPaths[Number(weekly[1])];
    if (range) path = `${range}${weekly[2] ?? ""}`;
  }
  return SHOWN_PATHS.some((shown) => shown.test(path)) ? path : null;
}
