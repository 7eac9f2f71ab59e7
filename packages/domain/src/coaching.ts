/** spec-2 §9: the meeting durations a host may offer, in minutes. */
export const COACHING_DURATION_OPTIONS = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;

/** The slot increments a host may set; null = the default rule (slots/increment.ts). */
export const TIMESLOT_INCREMENT_OPTIONS = [5, 10, 15, 20, 30, 60] as const;

/** spec-2 §9 booking restrictions. */
export const BOOKING_RESTRICTIONS = ["REQUIRES_CONNECTION", "INSUFFICIENT_HOUR_ALLOCATION"] as const;
export type BookingRestriction = (typeof BOOKING_RESTRICTIONS)[number];

export const MAX_MINIMUM_NOTICE_HOURS = 720;

/**
 * A meeting's notes (the booking modal's 'Add notes', the event's description): at most
 * 1000 characters (issue 12: a 5,000-character note was saved and the confirmation showed it
 * all; neither spec names a limit, so we chose one).
 */
export const MEETING_NOTES_MAX_LENGTH = 1000;
