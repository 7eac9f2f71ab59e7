import { z } from "zod";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { SlotContext } from "./booking-context.ts";
import { hostsOf, userCard } from "./booking-hosts.ts";
import { eventFreeSlots } from "./event-booking.ts";
import { bookableEvent } from "./event-context.ts";

/**
 * What the booking modal opened from a one-to-one event needs (incubatorEventBooking): the
 * event's preset duration and boundaries, its availability mode, its hosts' cards, its
 * place, and its free slots over an interval. Whoever may see the event (the events
 * module's visibility, through eventForBooking) may read them; anyone else gets not found.
 */
const SIX_WEEKS_SECONDS = 42 * 24 * 3600;

const intervalSchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((i) => i.end > i.start, { message: "The end must be after the start", path: ["end"] })
  .refine((i) => i.end - i.start <= SIX_WEEKS_SECONDS, {
    message: "The interval is longer than six weeks",
    path: ["end"],
  });

export async function eventBookingOptions(ctx: SlotContext, eventId: string) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const event = await bookableEvent(ctx, eventId);
  const hosts = await hostsOf(ctx, event.hostIds);
  return {
    event,
    eventId: event.id,
    title: event.title,
    durationInMinutes: event.durationMinutes,
    timeslotIncrement: event.incrementMinutes,
    start: Math.floor(event.start / 1000),
    end: Math.floor(event.end / 1000),
    timezone: event.timezone,
    availabilityMode: event.mode,
    hosts: hosts.map(userCard),
    location: event.locationText,
    locationLink: event.locationLink,
    viewerIsHost: event.hostIds.includes(ctx.viewer.id),
  };
}

export type EventBookingOptions = Awaited<ReturnType<typeof eventBookingOptions>>;

/** The event's free slots whose start falls in an interval (seconds; at most six weeks). */
export function eventBookingSlots(ctx: SlotContext, options: EventBookingOptions, interval: unknown) {
  const i = parseInput(intervalSchema, interval);
  return eventFreeSlots(ctx, options.event, { start: i.start * 1000, end: i.end * 1000 });
}
