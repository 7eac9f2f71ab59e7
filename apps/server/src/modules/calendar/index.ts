/**
 * The calendar module's door: add-event links (calendarLink), one customer's events, ICS
 * files by id and each user's personal calendar feed (docs/booking-api.md). Nothing of it is
 * used by other modules yet; its errors are here for the tests and the web app's codes.
 */
export { CALENDAR_LINK_FAILED, CalendarLinkError } from "./calendar.errors.ts";
