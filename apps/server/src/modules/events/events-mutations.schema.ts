import { builder } from "../../graphql/builder.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import {
  AttendeeRef,
  AvailabilityMethodRef,
  AvailabilityModeRef,
  AvailabilityTypeRef,
  EventStatusRef,
  EventTypeRef,
  IncubatorEventRef,
  PeriodUnitRef,
  RecurrenceRef,
} from "./events.schema.ts";
import { createEvent, deleteEvent, eventById, updateEvent } from "./events.service.ts";
import { acceptOffer, cancelAttendee, register } from "./registration.service.ts";

/** GraphQL of incubator events: the mutations (docs/events.md). */

const LocationInput = builder.inputType("IncubatorEventLocationInput", {
  fields: (t) => ({
    text: t.string({ description: "A place, or any text" }),
    link: t.string({ description: "An https Zoom or Microsoft Teams link (spec-2 §5)" }),
  }),
});
const RuleInput = builder.inputType("EventVisibilityRuleInput", {
  fields: (t) => ({ is: t.stringList(), isNot: t.stringList() }),
});
const VisibilityInput = builder.inputType("IncubatorEventVisibilityInput", {
  description: "Include / exclude lists: role types, user tag ids, startup tag ids, programme ids",
  fields: (t) => ({
    userRoles: t.field({ type: RuleInput }),
    userTags: t.field({ type: RuleInput }),
    startupTags: t.field({ type: RuleInput }),
    startupPrograms: t.field({ type: RuleInput }),
  }),
});
const AvailabilityInput = builder.inputType("IncubatorEventAvailabilityInput", {
  fields: (t) => ({
    method: t.field({ type: AvailabilityMethodRef }),
    type: t.field({ type: AvailabilityTypeRef }),
    mode: t.field({ type: AvailabilityModeRef }),
  }),
});
const NoticeInput = builder.inputType("RegistrationNoticePeriodInput", {
  fields: (t) => ({
    meetingRegistrationHasNoticePeriod: t.boolean({ required: true }),
    periodValue: t.int(),
    periodUnit: t.field({ type: PeriodUnitRef }),
  }),
});
const RecurrenceInput = builder.inputType("IncubatorEventRecurrenceInput", {
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceRef, required: true }),
    count: t.int({ required: true, description: "Occurrences, the first included (2–52)" }),
  }),
});

const UpdateInput = builder.inputType("UpdateIncubatorEventInput", {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    status: t.field({ type: EventStatusRef }),
    capacity: t.int({ description: "Seats of a group event; null: no limit" }),
    startTime: t.string({ description: "ISO 8601" }),
    endTime: t.string({ description: "ISO 8601" }),
    timezone: t.string({ description: "IANA zone" }),
    location: t.field({ type: LocationInput }),
    coverId: t.id({ description: "An uploaded image (POST /api/attachment/upload); null removes the cover" }),
    attachmentIds: t.idList({ description: "The event's files and links, all of them (uploaded ids)" }),
    hostIds: t.idList(),
    editPermissionUserId: t.id(),
    visibility: t.field({ type: VisibilityInput }),
    topicIds: t.idList({ description: "Tags of kind topic" }),
    tagIds: t.idList({ description: "Tags of kind event" }),
    duration: t.int({ description: "A one-to-one session's minutes" }),
    timeslotIncrement: t.int(),
    numberOfSessions: t.int({ description: "Sessions one user may book of a one-to-one event" }),
    oneOnOneDates: t.stringList({ description: "YYYY-MM-DD" }),
    availability: t.field({ type: AvailabilityInput }),
    calendarHostId: t.id(),
    ignoreHostsLinkedCalendar: t.boolean(),
    ignoreHourAllocation: t.boolean(),
    registrationNoticePeriod: t.field({ type: NoticeInput }),
    waitlistOfferHours: t.int({ description: "Hours a waitlisted user has to take a freed seat (24)" }),
  }),
});

const CreateInput = builder.inputType("CreateIncubatorEventInput", {
  fields: (t) => ({
    eventType: t.field({ type: EventTypeRef, required: true }),
    title: t.string({ required: true }),
    startTime: t.string({
      required: true,
      description: "ISO 8601 (a one-to-one event: its first bookable time)",
    }),
    endTime: t.string({ required: true, description: "ISO 8601 (a one-to-one event: its last)" }),
    recurrence: t.field({ type: RecurrenceInput, description: "A group session repeated (decision 028)" }),
    description: t.string(),
    status: t.field({ type: EventStatusRef, description: "DRAFT by default" }),
    capacity: t.int(),
    timezone: t.string(),
    location: t.field({ type: LocationInput }),
    coverId: t.id(),
    attachmentIds: t.idList(),
    hostIds: t.idList(),
    editPermissionUserId: t.id(),
    visibility: t.field({ type: VisibilityInput }),
    topicIds: t.idList(),
    tagIds: t.idList(),
    duration: t.int(),
    timeslotIncrement: t.int(),
    numberOfSessions: t.int(),
    oneOnOneDates: t.stringList(),
    availability: t.field({ type: AvailabilityInput }),
    calendarHostId: t.id(),
    ignoreHostsLinkedCalendar: t.boolean(),
    ignoreHourAllocation: t.boolean(),
    registrationNoticePeriod: t.field({ type: NoticeInput }),
    waitlistOfferHours: t.int(),
  }),
});

/** GraphQL's unset keys dropped (null kept: it clears), nested objects included. */
function given(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    out[k] = v && typeof v === "object" && !Array.isArray(v) ? given(v as Record<string, unknown>) : v;
  }
  return out;
}

const view = (ctx: GraphQLContext, id: string) => eventById(ctx, id);

builder.mutationField("createIncubatorEvent", (t) =>
  t.field({
    type: IncubatorEventRef,
    description: "Creates an event (EVENT:CREATE); with a recurrence, its series (the first is returned)",
    authScopes: { permission: "EVENT:CREATE" },
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, args, ctx) => view(ctx, (await createEvent(ctx, given(args.input))).id),
  }),
);

builder.mutationField("updateIncubatorEvent", (t) =>
  t.field({
    type: IncubatorEventRef,
    description:
      "Changes an event (EVENT:EDIT, its editPermission user or its creator); only the fields given",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_r, args, ctx) =>
      view(ctx, (await updateEvent(ctx, String(args.id), given(args.input))).id),
  }),
);

builder.mutationField("deleteIncubatorEvent", (t) =>
  t.boolean({
    description:
      "Deletes an event with its registrations (EVENT:DELETE, its editPermission user or its creator)",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteEvent(ctx, String(args.id)),
  }),
);

builder.mutationField("registerForIncubatorEvent", (t) =>
  t.field({
    type: AttendeeRef,
    description: "Takes a seat of a group event, or a place on its waitlist when it is full",
    authScopes: { authenticated: true },
    args: { incubatorEventId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => register(ctx, String(args.incubatorEventId)),
  }),
);

builder.mutationField("acceptIncubatorEventOffer", (t) =>
  t.field({
    type: AttendeeRef,
    description: "Takes the seat offered from the waitlist, before the offer expires",
    authScopes: { authenticated: true },
    args: { incubatorEventId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => acceptOffer(ctx, String(args.incubatorEventId)),
  }),
);

builder.mutationField("cancelIncubatorEventAttendee", (t) =>
  t.field({
    type: AttendeeRef,
    description: "Cancels a registration, waitlist place or offer (spec-1 §7): the attendee, or an editor",
    authScopes: { authenticated: true },
    args: {
      incubatorEventId: t.arg.id({ required: true }),
      eventAttendeeId: t.arg.id({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      cancelAttendee(ctx, String(args.incubatorEventId), String(args.eventAttendeeId)),
  }),
);
