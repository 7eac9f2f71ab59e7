/**
 * A startup's company profile (spec-2 §3 Startup, §5): its name, website, founding year and
 * description, and the roles of its people.
 */

/** spec-2 §5: a founding year runs from 1950 to the current year. */
export const FOUNDING_YEAR_MIN = 1950;

/** The latest founding year allowed on `now`: this year (UTC). */
export function foundingYearMax(now: Date): number {
  return now.getUTCFullYear();
}

export function isFoundingYear(year: number, now: Date): boolean {
  return Number.isInteger(year) && year >= FOUNDING_YEAR_MIN && year <= foundingYearMax(now);
}

export const STARTUP_NAME_MAX = 100;
export const STARTUP_DESCRIPTION_MAX = 5000;
/** A cofounder's role in their startup ("CEO", "CTO" …), free text. */
export const MEMBER_ROLE_MAX = 60;

/** spec-1 §5: the refusal of a new startup at the plan's startup limit (decision 054). */
export const STARTUP_LIMIT_MESSAGE =
  "The limit of the number of startups in this account has been reached. Please contact your administrator.";
