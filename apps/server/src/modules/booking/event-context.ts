import type { AvailabilityPreset } from "@launchpad/domain";
import { ConflictError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { cancelEventBooking, eventForBooking, recordEventBooking } from "../events/index.ts";

/**
 * The one incubator-event context of a meeting (spec-1 §3 contextType "IncubatorEvent"):
 * a one-to-one event's booking settings as booking uses them, read through the events
 * module's door. The direction is booking → events, one way (decision 031): the events
 * module never imports booking; it learns of a booking through `recordEventBooking` (inside
 * the booking's transaction) and of its cancellation through `cancelEventBooking`.
 */
export const EVENT_CONTEXT = "IncubatorEvent";

export type AvailabilityMode = "PER_HOST" | "OVERLAPPING";
/** Whose hours: the hosts' own weekly hours, or a preset over the event's days (spec-2 §9). */
export type EventHours = "HOSTS" | AvailabilityPreset;

/** A bookable one-to-one event (times in ms). */
export type EventBooking = {
  id: string;
  title: string;
  start: number;
  end: number;
  timezone: string;
  durationMinutes: number;
  incrementMinutes: number | null;
  /** Local dates (YYYY-MM-DD, the event's zone) the event is offered on; empty: every day. */
  dates: string[];
  mode: AvailabilityMode;
  hours: EventHours;
  hostIds: string[];
  calendarHostId: string | null;
  ignoreHostsLinkedCalendar: boolean;
  ignoreHourAllocation: boolean;
  locationText: string | null;
  locationLink: string | null;
};

/**
 * The event a booking or a free-slot query names, if the viewer may see it (else not
 * found, like any id one may not see) and it takes bookings: a published one-to-one event
 * with hosts and a duration.
 */
export async function bookableEvent(ctx: ServiceContext, eventId: string): Promise<EventBooking> {
  const event = await eventForBooking(ctx, eventId);
  if (!event) throw new NotFoundError("IncubatorEvent");
  if (event.eventType !== "ONE_ON_ONE") throw new ConflictError("This event is not a one-to-one event");
  if (event.status !== "PUBLISHED") throw new ConflictError("This event does not take bookings");
  if (!event.durationMinutes || event.hostIds.length === 0)
    throw new ConflictError("This event has no hosts or duration yet");
  return {
    id: event.id,
    title: event.title,
    start: event.startTime.getTime(),
    end: event.endTime.getTime(),
    timezone: event.timezone,
    durationMinutes: event.durationMinutes,
    incrementMinutes: event.timeslotIncrement ?? null,
    dates: event.oneOnOneDates ?? [],
    mode: event.availabilityMode === "OVERLAPPING" ? "OVERLAPPING" : "PER_HOST",
    hours: hoursOf(event.availabilityMethod, event.availabilityType),
    hostIds: [...event.hostIds],
    calendarHostId: event.calendarHostId ?? null,
    ignoreHostsLinkedCalendar: event.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: event.ignoreHourAllocation,
    locationText: event.locationText ?? null,
    locationLink: event.locationLink ?? null,
  };
}

/** EVENT_HOURS: the event's BUSINESS_HOURS (default) or ALL_HOURS; otherwise the hosts' own hours. */
function hoursOf(method: string | null, type: string | null): EventHours {
  if (method !== "EVENT_HOURS") return "HOSTS";
  return type === "ALL_HOURS" ? "ALL_HOURS" : "BUSINESS_HOURS";
}

/** Records the booking on the event (its noOfBookings), in the booking's transaction. */
export function recordBooking(ctx: ServiceContext, eventId: string, userId: string, meetingId: string) {
  return recordEventBooking(ctx, eventId, userId, meetingId);
}

/** Releases the event's booking of a cancelled meeting, in the cancellation's transaction. */
export function releaseBooking(ctx: ServiceContext, meetingId: string) {
  return cancelEventBooking(ctx, meetingId);
}
