/**
 * The booking module's door: meetings (booking, the calendar, rescheduling, cancelling), the
 * hosts' bookable settings and hours balances as booking counts them, and the user card and
 * calendar event GraphQL types other modules' types use.
 */
export {
  BOOKING_REASONS,
  type BookingReason,
  BookingRestrictedError,
  HostCannotRescheduleError,
  NotYourCalendarError,
  SlotTakenError,
} from "./booking.errors.ts";
export { CalendarEventRef, UserCardRef } from "./booking.schema.ts";
export { pendingMinutesOfStartups } from "./booking-balances.ts";
export type { BookingContext, SlotContext } from "./booking-context.ts";
export { allocationApplies, type Host, settingsOf, type UserCard, userCard } from "./booking-hosts.ts";
export { calendarEvent, calendarEvents } from "./calendar.service.ts";
export type { CalendarEntry } from "./calendar-items.ts";
export type { CalendarEventView } from "./event-view.ts";
