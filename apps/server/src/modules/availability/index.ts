/** The availability module's door: hosts' weekly hours, date overrides and coaching settings. */

export { NotYourAvailabilityError } from "./availability.errors.ts";
export {
  availability,
  coachingSettingsOf,
  DEFAULT_COACHING_SETTINGS,
  overridesOf,
  updateAvailability,
  weeklyHoursOf,
} from "./availability.service.ts";
export type { MinuteRange } from "./availability.tables.ts";
