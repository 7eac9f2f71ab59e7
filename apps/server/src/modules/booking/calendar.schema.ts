import { builder } from "../../graphql/builder.ts";
import { CalendarEventPayloadRef, CalendarEventRef } from "./booking.schema.ts";
import { calendarEvent, calendarEvents } from "./calendar.service.ts";
import type { CalendarEntry } from "./calendar-items.ts";
import { updateCalendarEvent } from "./reschedule.service.ts";

// The fields of an item from a module's calendar source (calendar-source.ts); a meeting has
// them when the booking module fills them (a one-to-one event's meeting), else null.
builder.objectFields(CalendarEventRef, (t) => ({
  contextType: t.string({
    nullable: true,
    description: '"IncubatorEvent" when the item belongs to an incubator event',
    resolve: (e: CalendarEntry) => e.contextType ?? null,
  }),
  contextId: t.id({ nullable: true, resolve: (e: CalendarEntry) => e.contextId ?? null }),
  eventAttendeeId: t.id({
    nullable: true,
    description: "The attendee row of a registered group event (cancelIncubatorEventAttendee)",
    resolve: (e: CalendarEntry) => e.eventAttendeeId ?? null,
  }),
  eventIsInternal: t.boolean({ resolve: (e: CalendarEntry) => e.eventIsInternal ?? false }),
  link: t.string({
    nullable: true,
    description: "The item's page in the web app (a path such as /events/<id>)",
    resolve: (e: CalendarEntry) => e.link ?? null,
  }),
}));

builder.queryField("calendarEvents", (t) =>
  t.field({
    type: [CalendarEventRef],
    description:
      "Live meetings of some people (default: the viewer) overlapping [start, end) in seconds (≤ 1 year), soonest first. Without start and end: from the start of today in the viewer's zone to the same day a year later. Another person's need AVAILABILITY:EDIT.",
    authScopes: { authenticated: true },
    args: {
      customerIds: t.arg.idList(),
      start: t.arg.int(),
      end: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      calendarEvents(ctx, { ...args, customerIds: args.customerIds?.map(String) ?? null }),
  }),
);

builder.queryField("calendarEvent", (t) =>
  t.field({
    type: CalendarEventRef,
    nullable: true,
    description:
      "One meeting the viewer may see (an attendee, or COACHING_SESSION:DELETE / STARTUP_FILE:VIEW in scope of its startup).",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => calendarEvent(ctx, String(args.id)),
  }),
);

const UpdateCalendarEventInput = builder.inputType("UpdateCalendarEventInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    start: t.int({ required: true, description: "The new start, seconds since the epoch" }),
    description: t.string(),
  }),
});

builder.mutationField("updateCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayloadRef,
    description:
      "Reschedules a meeting to a free slot of all its hosts (same duration); not for its hosts. SEQUENCE rises; the ICS says REQUEST.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: UpdateCalendarEventInput, required: true }) },
    resolve: (_r, args, ctx) => updateCalendarEvent(ctx, { ...args.input, id: String(args.input.id) }),
  }),
);
