/**
 * Guided tours (spec-1 §3 "Guided tour", §4 "Guided tour"; spec-2 §4, §7 QuidedTour,
 * CompleteTour, CompleteAllTours; decision 020). Hand-written rules:
 * - four tours, PROFILE, CALENDAR, AVAILABILITIES and EVENTS, each shown on its own pages;
 * - a location is the path of the page the user is on; `tourAtLocation` says which tour
 *   belongs there (none on most pages), the same answer on the server and in the browser;
 * - a tour is shown only while its status is AVAILABLE; completing it (finishing it, or
 *   "Don't show me tours") makes it COMPLETED for good.
 */

export const GUIDED_TOUR_NAMES = ["PROFILE", "CALENDAR", "AVAILABILITIES", "EVENTS"] as const;
export type GuidedTourName = (typeof GUIDED_TOUR_NAMES)[number];

export const GUIDED_TOUR_STATUSES = ["AVAILABLE", "COMPLETED"] as const;
export type GuidedTourStatus = (typeof GUIDED_TOUR_STATUSES)[number];

/** spec-1 §9 "Tour polling": how often a waiting tour looks again for the page to be ready. */
export const TOUR_POLLING_MS = 2500;

/** The longest location accepted (a path; longer input is refused, not cut). */
export const MAX_TOUR_LOCATION_LENGTH = 512;

/** Each tour's pages: the path itself, or anything below it when it ends with "/*". */
const PAGES: Record<GuidedTourName, readonly string[]> = {
  PROFILE: ["/profile", "/profile/settings/*"],
  CALENDAR: ["/calendar"],
  AVAILABILITIES: ["/availability"],
  EVENTS: ["/events"],
};

/** The path without query, fragment and trailing slashes ("/calendar/?a=1" → "/calendar"). */
export function normaliseLocation(location: string): string {
  const path = location.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The tour of the page at `location` (a path), or null when the page has none. */
export function tourAtLocation(location: string): GuidedTourName | null {
  const path = normaliseLocation(location);
  for (const name of GUIDED_TOUR_NAMES) {
    for (const page of PAGES[name]) {
      if (page.endsWith("/*")) {
        const base = page.slice(0, -2);
        if (path === base || path.startsWith(`${base}/`)) return name;
      } else if (path === page) {
        return name;
      }
    }
  }
  return null;
}

export const isGuidedTourName = (value: string): value is GuidedTourName =>
  (GUIDED_TOUR_NAMES as readonly string[]).includes(value);
