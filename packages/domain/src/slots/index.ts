export {
  freeSlotsPerHost,
  type HostAvailability,
  type HostSlots,
  hostFreeIntervals,
  overlappingFreeSlots,
  type Slot,
  type SlotQuery,
  slotsByLocalDate,
  slotsInIntervals,
} from "./free-slots.ts";
export { DEFAULT_INCREMENTS_MINUTES, slotIncrementMinutes } from "./increment.ts";
export { intersectIntervals, mergeIntervals, subtractIntervals, type UtcInterval } from "./intervals.ts";
export {
  type EpochMs,
  type LocalDate,
  utcToZoned,
  zonedTimeToUtc,
  zoneOffsetMs,
} from "./time-zone.ts";
export {
  ALL_HOURS,
  AVAILABILITY_PRESETS,
  type AvailabilityPreset,
  BUSINESS_HOURS,
  type DateOverride,
  type ExpandOptions,
  expandWeeklyHours,
  type MinuteRange,
  presetWeeklyHours,
  WEEKDAYS,
  type Weekday,
  type WeeklyRange,
} from "./weekly-hours.ts";
