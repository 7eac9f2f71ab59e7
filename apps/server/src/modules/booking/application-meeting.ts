import type { ApplicationBooking } from "./application-context.ts";
import type { EventBooking } from "./event-context.ts";

/**
 * A review meeting's slot rules (decision 051) are a one-to-one event's (event-booking.ts)
 * with fixed choices: PER_HOST (the applicant takes one host's slot), the hosts' own weekly
 * hours and external calendars, no one-to-one dates, no hour allocation (nobody's hours are
 * debited and no connection is needed), the round's duration and increment, and the window
 * from now to APPLICATION_BOOKING_DAYS ahead as the boundaries. The same free-slot reading
 * and the same re-check in the booking's transaction then apply unchanged.
 */
export function applicationRules(booking: ApplicationBooking): EventBooking {
  return {
    id: booking.applicationId,
    title: roundTitle(booking.roundName),
    start: booking.start,
    end: booking.end,
    timezone: "UTC",
    durationMinutes: booking.durationMinutes,
    incrementMinutes: booking.incrementMinutes,
    dates: [],
    mode: "PER_HOST",
    hours: "HOSTS",
    hostIds: booking.hostIds,
    calendarHostId: null,
    ignoreHostsLinkedCalendar: false,
    ignoreHourAllocation: true,
    locationText: booking.location,
    locationLink: booking.locationLink,
  };
}

/** The round's name for a meeting's summary: English, else its first language. */
export function roundTitle(name: Record<string, string>): string {
  return name.en ?? Object.values(name)[0] ?? "Application meeting";
}
