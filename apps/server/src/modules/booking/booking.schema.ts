import { builder } from "../../graphql/builder.ts";
import { createCalendarEvent } from "./booking.service.ts";
import type { userCard } from "./booking-hosts.ts";
import { cancelCalendarEvent } from "./cancel.service.ts";
import { type Conference, conferenceOf } from "./conference.ts";
import type { CalendarEventView } from "./event-view.ts";
import { coachingSettings, freeSlots, freeSlotsOverlapping, usersByIds } from "./free-slots.service.ts";

type Card = ReturnType<typeof userCard>;
type Range = { start: number; end: number };

export const UserCardRef = builder.objectRef<Card>("UserCard").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    timezone: t.exposeString("timezone"),
    roleLabel: t.exposeString("roleLabel"),
    roleType: t.exposeString("roleType", {
      description:
        "The role's type (spec-2 §6), for showing a built-in role's label in the viewer's language.",
    }),
    avatar: t.exposeString("avatar", { nullable: true }),
    headline: t.exposeString("headline", { nullable: true }),
  }),
});

const SlotRangeRef = builder.objectRef<Range>("SlotRange").implement({
  description: "A slot, in seconds since the epoch.",
  fields: (t) => ({ start: t.exposeInt("start"), end: t.exposeInt("end") }),
});

export const FreeSlotsRef = builder
  .objectRef<{ customerId: string; slots: Range[]; supportedLocations: string[] }>("FreeSlots")
  .implement({
    fields: (t) => ({
      customerId: t.exposeID("customerId"),
      slots: t.field({ type: [SlotRangeRef], resolve: (f) => f.slots }),
      supportedLocations: t.exposeStringList("supportedLocations"),
    }),
  });

const OverlappingFreeSlotsRef = builder
  .objectRef<{ customerIds: string[]; slots: Range[]; supportedLocations: string[] }>("OverlappingFreeSlots")
  .implement({
    fields: (t) => ({
      customerIds: t.exposeIDList("customerIds"),
      slots: t.field({ type: [SlotRangeRef], resolve: (f) => f.slots }),
      supportedLocations: t.exposeStringList("supportedLocations"),
    }),
  });

const ProfileCoachingMeetingSettingsRef = builder
  .objectRef<Awaited<ReturnType<typeof coachingSettings>>[number]>("ProfileCoachingMeetingSettings")
  .implement({
    fields: (t) => ({
      userId: t.exposeID("userId"),
      enabled: t.exposeBoolean("enabled"),
      availableDurationsInMins: t.exposeIntList("availableDurationsInMins"),
      defaultMeetingLocation: t.exposeString("defaultMeetingLocation", { nullable: true }),
      timeslotIncrement: t.exposeInt("timeslotIncrement", { nullable: true }),
      minimumNoticeHours: t.exposeInt("minimumNoticeHours"),
    }),
  });

const ConferenceProviderRef = builder.objectRef<Conference>("ConferenceProvider").implement({
  fields: (t) => ({
    url: t.exposeString("url"),
    provider: t.exposeString("provider", {
      nullable: true,
      description: "ZOOM or MICROSOFT_TEAMS (spec-2 §9 meeting link providers); null for another https link",
    }),
    name: t.exposeString("name", {
      nullable: true,
      description: "The provider's name: Zoom, Microsoft Teams",
    }),
  }),
});

const ConferenceDataRef = builder.objectRef<Conference>("ConferenceData").implement({
  fields: (t) => ({
    url: t.exposeString("url"),
    solution: t.string({ nullable: true, resolve: (c) => c.name }),
    iconUri: t.string({
      nullable: true,
      description: "Not kept: the web app shows the provider's own icon",
      resolve: () => null,
    }),
  }),
});

export const CalendarEventRef = builder.objectRef<CalendarEventView>("CalendarEvent").implement({
  description: "A meeting (spec-1 §3 Calendar event); times in seconds since the epoch.",
  fields: (t) => ({
    id: t.exposeID("id"),
    start: t.exposeInt("start", { description: "Seconds since the epoch" }),
    end: t.exposeInt("end"),
    durationInMinutes: t.exposeInt("durationInMinutes"),
    summary: t.exposeString("summary"),
    description: t.exposeString("description", { nullable: true }),
    location: t.exposeString("location", { nullable: true }),
    locationLink: t.string({
      nullable: true,
      description: "A conferencing link of the meeting's own (a one-to-one event's meeting link)",
      resolve: (e) => e.locationLink ?? null,
    }),
    conferenceProvider: t.field({
      type: ConferenceProviderRef,
      nullable: true,
      description: "The link to join and its provider (spec-1 §3), when the meeting has an https link",
      resolve: (e) => conferenceOf(e.location, e.locationLink),
    }),
    conferenceData: t.field({
      type: ConferenceDataRef,
      nullable: true,
      description: "spec-1 §3 conferenceData: the solution (provider's name) and the link",
      resolve: (e) => conferenceOf(e.location, e.locationLink),
    }),
    status: t.exposeString("status"),
    sequence: t.exposeInt("sequence"),
    organizer: t.field({ type: UserCardRef, resolve: (e) => e.organizer }),
    hosts: t.field({
      type: [UserCardRef],
      description: "Whose time the meeting takes",
      resolve: (e) => e.hosts,
    }),
    attendees: t.field({ type: [UserCardRef], resolve: (e) => e.attendees }),
    referenceType: t.exposeString("referenceType", {
      nullable: true,
      description:
        '"Startup" when the meeting uses a startup\'s hours; "Application" for an application\'s review meeting',
    }),
    referenceId: t.exposeID("referenceId", { nullable: true }),
    referenceName: t.exposeString("referenceName", { nullable: true }),
    ics: t.exposeString("ics", {
      description: "The current iCalendar file (REQUEST, or CANCEL when cancelled)",
    }),
    viewerIsHost: t.exposeBoolean("viewerIsHost"),
    canReschedule: t.exposeBoolean("canReschedule"),
    canCancel: t.exposeBoolean("canCancel"),
    createdAt: t.exposeInt("createdAt"),
    updatedAt: t.exposeInt("updatedAt"),
  }),
});

type Payload = { id: string; ics: string; event: CalendarEventView };

export const CalendarEventPayloadRef = builder.objectRef<Payload>("CalendarEventPayload").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    ics: t.exposeString("ics"),
    event: t.field({ type: CalendarEventRef, resolve: (p) => p.event }),
  }),
});

export const IntervalInput = builder.inputType("IntervalInput", {
  fields: (t) => ({ start: t.int({ required: true }), end: t.int({ required: true }) }),
});

const CreateCalendarEventInput = builder.inputType("CreateCalendarEventInput", {
  fields: (t) => ({
    hostIds: t.idList({ required: true }),
    start: t.int({ required: true, description: "Seconds since the epoch" }),
    durationInMinutes: t.int({ required: true }),
    startupId: t.id(),
    description: t.string(),
    contextType: t.string({
      description:
        '"IncubatorEvent": book a one-to-one event\'s slot (with contextId); "Application": an invited applicant books their review meeting (contextId: the application)',
    }),
    contextId: t.id({ description: "The one-to-one event whose slot this is, or the application" }),
  }),
});

const slotArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  customerIds: t.arg.idList({ required: true }),
  interval: t.arg({ type: IntervalInput, required: true }),
  durationInMinutes: t.arg.int({ required: true }),
  excludeEventId: t.arg.id({
    description: "A meeting being rescheduled: it does not block its own hosts",
  }),
});

const slotQuery = (args: {
  customerIds: readonly (string | number)[];
  interval: { start: number; end: number };
  durationInMinutes: number;
  excludeEventId?: string | number | null;
}) => ({
  ...args,
  customerIds: args.customerIds.map(String),
  excludeEventId: args.excludeEventId == null ? null : String(args.excludeEventId),
});

builder.queryField("getFreeSlotsByCustomerIds", (t) =>
  t.field({
    type: [FreeSlotsRef],
    description: "Each host's free slots for a duration within an interval (seconds).",
    authScopes: { authenticated: true },
    args: slotArgs(t),
    resolve: (_r, args, ctx) => freeSlots(ctx, slotQuery(args)),
  }),
);

builder.queryField("freeSlotsOverlappingByCustomerIds", (t) =>
  t.field({
    type: OverlappingFreeSlotsRef,
    description: "The slots when every host is free.",
    authScopes: { authenticated: true },
    args: slotArgs(t),
    resolve: (_r, args, ctx) => freeSlotsOverlapping(ctx, slotQuery(args)),
  }),
);

builder.queryField("getProfileCoachingMeetingSettings", (t) =>
  t.field({
    type: [ProfileCoachingMeetingSettingsRef],
    description:
      "The hosts' coaching settings; durations beyond the startup's remaining allocated minutes are left out.",
    authScopes: { authenticated: true },
    args: { userIds: t.arg.idList({ required: true }), startupId: t.arg.id() },
    resolve: (_r, args, ctx) =>
      coachingSettings(ctx, args.userIds.map(String), args.startupId == null ? null : String(args.startupId)),
  }),
);

builder.queryField("usersByIds", (t) =>
  t.field({
    type: [UserCardRef],
    authScopes: { authenticated: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => usersByIds(ctx, args.ids.map(String)),
  }),
);

builder.mutationField("createCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayloadRef,
    description:
      "Books a meeting in a free slot of every host; answers its ICS. ConflictError when the slot was taken.",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: CreateCalendarEventInput, required: true }) },
    resolve: (_r, args, ctx) => createCalendarEvent(ctx, args.input),
  }),
);

builder.mutationField("cancelCalendarEvent", (t) =>
  t.field({
    type: CalendarEventPayloadRef,
    description:
      "Cancels a meeting (an attendee, or COACHING_SESSION:DELETE): frees the time, gives the minutes back; the ICS says CANCEL.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => cancelCalendarEvent(ctx, String(args.id)),
  }),
);
