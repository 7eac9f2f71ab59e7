import { builder } from "../../graphql/builder.ts";
import { FreeSlotsRef, IntervalInput, UserCardRef } from "./booking.schema.ts";
import { type EventBookingOptions, eventBookingOptions, eventBookingSlots } from "./event-booking.service.ts";

/** A one-to-one event as its booking modal reads it (event-booking.service.ts; docs/booking-api.md). */
const EventBookingRef = builder.objectRef<EventBookingOptions>("IncubatorEventBooking").implement({
  description: "A one-to-one event's booking: the preset duration, boundaries, hosts and free slots.",
  fields: (t) => ({
    id: t.exposeID("eventId", { description: "The event's id (the cache's key)" }),
    eventId: t.exposeID("eventId"),
    title: t.exposeString("title"),
    durationInMinutes: t.exposeInt("durationInMinutes", { description: "The preset duration (spec-1 §4)" }),
    timeslotIncrement: t.exposeInt("timeslotIncrement", { nullable: true }),
    start: t.exposeInt("start", { description: "The event's first instant, seconds since the epoch" }),
    end: t.exposeInt("end", { description: "The event's last instant, seconds since the epoch" }),
    timezone: t.exposeString("timezone"),
    availabilityMode: t.exposeString("availabilityMode", {
      description: "PER_HOST: one host's slot; OVERLAPPING: every host at once",
    }),
    hosts: t.field({ type: [UserCardRef], resolve: (o) => o.hosts }),
    location: t.exposeString("location", { nullable: true }),
    locationLink: t.exposeString("locationLink", { nullable: true }),
    viewerIsHost: t.exposeBoolean("viewerIsHost"),
    freeSlots: t.field({
      type: [FreeSlotsRef],
      description:
        "Per host, the slots whose start falls in the interval (seconds, at most six weeks); OVERLAPPING lists the common slots under every host.",
      args: { interval: t.arg({ type: IntervalInput, required: true }) },
      resolve: (o, args, ctx) => eventBookingSlots(ctx, o, args.interval),
    }),
  }),
});

builder.queryField("incubatorEventBooking", (t) =>
  t.field({
    type: EventBookingRef,
    description:
      "A published one-to-one event's booking options, for a user who may see the event (else NotFoundError).",
    authScopes: { authenticated: true },
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => eventBookingOptions(ctx, String(args.eventId)),
  }),
);
