import { builder } from "../../graphql/builder.ts";
import { CalendarEventRef } from "../booking/index.ts";
import { eventsByCustomerId, icsFileById } from "./calendar-entries.service.ts";
import { CALENDAR_TYPES, calendarLink } from "./calendar-link.service.ts";

const CalendarTypeRef = builder.enumType("CalendarType", {
  values: CALENDAR_TYPES,
  description: "The calendar an add-event link opens: Google, Outlook.com, Office 365 or Yahoo",
});

const IcsFileRef = builder.objectRef<{ id: string; fileName: string; ics: string }>("IcsFile").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    fileName: t.exposeString("fileName"),
    ics: t.exposeString("ics", { description: "The iCalendar file (RFC 5545)" }),
  }),
});

builder.queryField("eventsByCustomerId", (t) =>
  t.field({
    type: [CalendarEventRef],
    description:
      "spec-1 §7 events for one customer: their meetings and registered events overlapping [start, end) in seconds (≤ 1 year), soonest first. Another person's need AVAILABILITY:EDIT.",
    authScopes: { authenticated: true },
    args: {
      customerId: t.arg.id({ required: true }),
      start: t.arg.int({ required: true }),
      end: t.arg.int({ required: true }),
    },
    resolve: (_r, args, ctx) => eventsByCustomerId(ctx, { ...args, customerId: String(args.customerId) }),
  }),
);

builder.queryField("icsFileById", (t) =>
  t.field({
    type: IcsFileRef,
    description:
      "spec-1 §7 ICS file by id: a meeting's or a registered event's iCalendar file, if the viewer may see it.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => icsFileById(ctx, String(args.id)),
  }),
);

builder.queryField("calendarLink", (t) =>
  t.string({
    description:
      'spec-1 §7 calendar link: an add-event address for a meeting (eventType "CalendarEvent") or an incubator event ("IncubatorEvent") the viewer may see. Fails with "An error occurred while generating the calendar link" (reason CALENDAR_LINK_FAILED).',
    authScopes: { authenticated: true },
    args: {
      eventId: t.arg.id({ required: true }),
      eventType: t.arg.string({ required: true }),
      calendarType: t.arg({ type: CalendarTypeRef, required: true }),
    },
    resolve: (_r, args, ctx) =>
      calendarLink(ctx, ctx.request.origin, {
        eventId: String(args.eventId),
        eventType: args.eventType,
        calendarType: args.calendarType,
      }),
  }),
);
