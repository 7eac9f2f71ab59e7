import { builder } from "../../graphql/builder.ts";
import { type AttachmentView, attachmentsFor, attachmentUrl } from "../attachments/index.ts";
import type { TagCard } from "../tags/index.ts";
import { peopleByIds } from "../users/index.ts";
import { attendeesOf, waitlistPosition } from "./attendees.repository.ts";
import { type EventPerson, type EventView, eventPerson, seatsLeft } from "./event-views.ts";
import { EVENT_FILES, eventById } from "./events.service.ts";
import type { EventAttendeeRow, IsIsNot } from "./events.tables.ts";
import { type EventPage, eventsPage } from "./events-list.service.ts";

/** GraphQL of incubator events (spec-2 §3 IncubatorEvent; docs/events.md): types and queries. */
const iso = (d: Date | null) => d?.toISOString() ?? null;

export const EventTypeRef = builder.enumType("IncubatorEventType", {
  description: "GROUP: one session with seats; ONE_ON_ONE: hosts' slots booked one at a time",
  values: ["GROUP", "ONE_ON_ONE"] as const,
});
export const EventStatusRef = builder.enumType("IncubatorEventStatus", {
  values: ["DRAFT", "PUBLISHED", "PENDING_HOST_AVAILABILITIES", "ARCHIVED"] as const,
});
export const AttendeeStatusRef = builder.enumType("EventAttendeeStatus", {
  description:
    "REGISTERED (a seat), WAITLISTED, OFFERED (a freed seat held until offerExpiresAt), BOOKED (a one-to-one session), CANCELLED",
  values: ["REGISTERED", "WAITLISTED", "OFFERED", "BOOKED", "CANCELLED"] as const,
});
export const RecurrenceRef = builder.enumType("EventRecurrence", {
  values: ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const,
});
export const PeriodUnitRef = builder.enumType("NoticePeriodUnit", {
  values: ["MINUTES", "HOURS", "DAYS", "WEEKS"] as const,
});
export const AvailabilityModeRef = builder.enumType("EventAvailabilityMode", {
  values: ["PER_HOST", "OVERLAPPING"] as const,
});
export const AvailabilityMethodRef = builder.enumType("EventAvailabilityMethod", {
  description:
    "HOSTS_AVAILABILITY: the hosts' weekly availability; EVENT_HOURS: any time inside the event's hours",
  values: ["HOSTS_AVAILABILITY", "EVENT_HOURS"] as const,
});
export const AvailabilityTypeRef = builder.enumType("EventAvailabilityType", {
  values: ["BUSINESS_HOURS", "ALL_HOURS"] as const,
});
export const WhenRef = builder.enumType("IncubatorEventWhen", { values: ["UPCOMING", "PAST"] as const });

const RoleRef = builder.objectRef<{ id: string; label: string; type: string }>("EventPersonRole").implement({
  fields: (t) => ({ id: t.exposeID("id"), label: t.exposeString("label"), type: t.exposeString("type") }),
});

export const EventPersonRef = builder.objectRef<EventPerson>("EventPerson").implement({
  description: "A host, creator or registrant of an event",
  fields: (t) => ({
    id: t.exposeID("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    fullName: t.exposeString("fullName"),
    avatar: t.exposeString("avatar", { nullable: true }),
    headline: t.exposeString("headline", { nullable: true }),
    role: t.field({
      type: RoleRef,
      resolve: (p) => ({ id: p.roleId, label: p.roleLabel, type: p.roleType }),
    }),
  }),
});

const TagCardRef = builder.objectRef<TagCard>("IncubatorEventTag").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), color: t.exposeString("color") }),
});

type Location = { text: string | null; link: string | null; provider: string | null };
const LocationRef = builder.objectRef<Location>("IncubatorEventLocation").implement({
  fields: (t) => ({
    text: t.exposeString("text", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    provider: t.exposeString("provider", {
      nullable: true,
      description: "ZOOM or MICROSOFT_TEAMS (a link's)",
    }),
  }),
});

const RuleRef = builder.objectRef<IsIsNot>("EventVisibilityRule").implement({
  fields: (t) => ({
    is: t.exposeStringList("is", { description: "Include: ids (role types for userRoles)" }),
    isNot: t.exposeStringList("isNot", { description: "Exclude" }),
  }),
});
const VisibilityRef = builder
  .objectRef<EventView["row"]["visibility"]>("IncubatorEventVisibility")
  .implement({
    fields: (t) => ({
      userRoles: t.field({ type: RuleRef, resolve: (v) => v.userRoles }),
      userTags: t.field({ type: RuleRef, resolve: (v) => v.userTags }),
      startupTags: t.field({ type: RuleRef, resolve: (v) => v.startupTags }),
      startupPrograms: t.field({ type: RuleRef, resolve: (v) => v.startupPrograms }),
    }),
  });

const NoticeRef = builder.objectRef<EventView["row"]>("RegistrationNoticePeriod").implement({
  fields: (t) => ({
    meetingRegistrationHasNoticePeriod: t.boolean({ resolve: (r) => r.hasNoticePeriod }),
    periodValue: t.int({ nullable: true, resolve: (r) => r.noticePeriodValue }),
    periodUnit: t.field({ type: PeriodUnitRef, nullable: true, resolve: (r) => r.noticePeriodUnit }),
  }),
});

const AvailabilityRef = builder.objectRef<EventView["row"]>("IncubatorEventAvailability").implement({
  fields: (t) => ({
    method: t.field({
      type: AvailabilityMethodRef,
      nullable: true,
      resolve: (r) => r.availabilityMethod as never,
    }),
    type: t.field({ type: AvailabilityTypeRef, nullable: true, resolve: (r) => r.availabilityType as never }),
    mode: t.field({ type: AvailabilityModeRef, nullable: true, resolve: (r) => r.availabilityMode }),
  }),
});

const AttachmentRef = builder.objectRef<AttachmentView>("IncubatorEventAttachment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    fileType: t.string({ nullable: true, resolve: (a) => a.fileType }),
    fileUrl: t.string({ nullable: true, resolve: (a) => (a.kind === "file" ? a.url : null) }),
    link: t.string({ nullable: true, resolve: (a) => a.link }),
    size: t.int({ nullable: true, resolve: (a) => a.size }),
  }),
});

export const AttendeeRef = builder.objectRef<EventAttendeeRow>("IncubatorEventAttendee").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    eventId: t.exposeID("eventId"),
    status: t.field({ type: AttendeeStatusRef, resolve: (a) => a.status }),
    registrationTime: t.string({ resolve: (a) => a.registrationTime.toISOString() }),
    offerExpiresAt: t.string({ nullable: true, resolve: (a) => iso(a.offerExpiresAt) }),
    waitlistPosition: t.int({
      nullable: true,
      description: "1 = the next to be offered a seat",
      resolve: (a, _args, ctx) => waitlistPosition(ctx.db, ctx.tenant, a),
    }),
    meetingId: t.exposeID("meetingId", { nullable: true }),
    registrant: t.field({
      type: EventPersonRef,
      nullable: true,
      resolve: async (a, _args, ctx) => {
        const [p] = await peopleByIds(ctx, [a.userId]);
        return p ? eventPerson(p) : null;
      },
    }),
    email: t.string({
      nullable: true,
      description: "The registrant's e-mail (spec-2 §3 registrant.email)",
      resolve: async (a, _args, ctx) => (await peopleByIds(ctx, [a.userId]))[0]?.user.email ?? null,
    }),
  }),
});

const person = (v: EventView, id: string | null) => (id ? (v.people.get(id) ?? null) : null);

export const IncubatorEventRef = builder.objectRef<EventView>("IncubatorEvent").implement({
  description: "An incubator event (spec-2 §3); docs/events.md",
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.row.id }),
    eventType: t.field({ type: EventTypeRef, resolve: (v) => v.row.eventType }),
    title: t.string({ resolve: (v) => v.row.title }),
    description: t.string({ resolve: (v) => v.row.description }),
    status: t.field({ type: EventStatusRef, resolve: (v) => v.row.status }),
    isArchived: t.boolean({ resolve: (v) => v.row.status === "ARCHIVED" }),
    capacity: t.int({ nullable: true, resolve: (v) => v.row.capacity }),
    startTime: t.string({ description: "ISO 8601", resolve: (v) => v.row.startTime.toISOString() }),
    endTime: t.string({ description: "ISO 8601", resolve: (v) => v.row.endTime.toISOString() }),
    timezone: t.string({ resolve: (v) => v.row.timezone }),
    location: t.field({
      type: LocationRef,
      resolve: (v) => ({
        text: v.row.locationText,
        link: v.row.locationLink,
        provider: v.row.locationProvider,
      }),
    }),
    cover: t.string({
      nullable: true,
      description: "The cover image's URL (cover size)",
      resolve: (v) => v.coverUrl,
    }),
    image: t.string({
      nullable: true,
      description: "The cover at card size (the list's cards)",
      resolve: (v) => (v.row.coverAttachmentId ? attachmentUrl(v.row.coverAttachmentId, "card") : null),
    }),
    coverId: t.id({ nullable: true, resolve: (v) => v.row.coverAttachmentId }),
    attachmentFiles: t.field({
      type: [AttachmentRef],
      resolve: async (v, _a, ctx) =>
        ((await attachmentsFor(ctx, EVENT_FILES, [v.row.id])).get(v.row.id) ?? []).filter(
          (a) => a.kind === "file",
        ),
    }),
    attachmentLinks: t.field({
      type: [AttachmentRef],
      resolve: async (v, _a, ctx) =>
        ((await attachmentsFor(ctx, EVENT_FILES, [v.row.id])).get(v.row.id) ?? []).filter(
          (a) => a.kind === "link",
        ),
    }),
    hosts: t.field({ type: [EventPersonRef], resolve: (v) => v.hosts }),
    createdBy: t.field({
      type: EventPersonRef,
      nullable: true,
      resolve: (v) => person(v, v.row.createdById),
    }),
    editPermission: t.field({
      type: EventPersonRef,
      nullable: true,
      description: "The user who may edit this event without EVENT:EDIT",
      resolve: (v) => person(v, v.row.editPermissionUserId),
    }),
    calendarHost: t.field({
      type: EventPersonRef,
      nullable: true,
      resolve: (v) => person(v, v.row.calendarHostId),
    }),
    visibility: t.field({
      type: VisibilityRef,
      nullable: true,
      description: "Who may see it (its editors only; null for others)",
      resolve: (v) => (v.canEdit ? v.row.visibility : null),
    }),
    topics: t.field({ type: [TagCardRef], resolve: (v) => v.topics }),
    tags: t.field({ type: [TagCardRef], resolve: (v) => v.tags }),
    duration: t.int({
      nullable: true,
      description: "A one-to-one session's minutes",
      resolve: (v) => v.row.durationMinutes,
    }),
    timeslotIncrement: t.int({ nullable: true, resolve: (v) => v.row.timeslotIncrement }),
    numberOfSessions: t.int({ nullable: true, resolve: (v) => v.row.numberOfSessions }),
    oneOnOneDates: t.stringList({ resolve: (v) => v.row.oneOnOneDates }),
    availability: t.field({ type: AvailabilityRef, resolve: (v) => v.row }),
    ignoreHostsLinkedCalendar: t.boolean({ resolve: (v) => v.row.ignoreHostsLinkedCalendar }),
    ignoreHourAllocation: t.boolean({ resolve: (v) => v.row.ignoreHourAllocation }),
    registrationNoticePeriod: t.field({ type: NoticeRef, resolve: (v) => v.row }),
    registrationClosesAt: t.string({ resolve: (v) => v.registrationClosesAt.toISOString() }),
    waitlistOfferHours: t.int({ resolve: (v) => v.row.waitlistOfferHours }),
    recurrence: t.field({ type: RecurrenceRef, nullable: true, resolve: (v) => v.row.recurrence }),
    seriesId: t.id({
      nullable: true,
      description: "The first event of its series (decision 028)",
      resolve: (v) => v.row.seriesId,
    }),
    noOfBookings: t.int({ resolve: (v) => v.counts.booked }),
    registeredCount: t.int({ resolve: (v) => v.counts.registered }),
    waitlistCount: t.int({ resolve: (v) => v.counts.waitlisted + v.counts.offered }),
    seatsLeft: t.int({
      nullable: true,
      description: "null: no limit (or a one-to-one event)",
      resolve: (v) => seatsLeft(v),
    }),
    viewerCanEdit: t.boolean({ resolve: (v) => v.canEdit }),
    viewerCanDelete: t.boolean({ resolve: (v) => v.canDelete }),
    viewerAttendee: t.field({ type: AttendeeRef, nullable: true, resolve: (v) => v.viewerAttendee }),
    attendees: t.field({
      type: [AttendeeRef],
      nullable: true,
      description:
        "Registered, booked, offered and waitlisted people, in that order (editors only; null for others)",
      resolve: (v, _a, ctx) => (v.canEdit ? attendeesOf(ctx.db, ctx.tenant, v.row.id) : null),
    }),
    publishedAt: t.string({ nullable: true, resolve: (v) => iso(v.row.publishedAt) }),
    createdAt: t.string({ resolve: (v) => v.row.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (v) => v.row.updatedAt.toISOString() }),
  }),
});

const PageRef = builder.objectRef<EventPage>("IncubatorEventPage").implement({
  fields: (t) => ({
    results: t.field({ type: [IncubatorEventRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString("nextCursor", { nullable: true }),
  }),
});

const FilterInput = builder.inputType("IncubatorEventFilter", {
  fields: (t) => ({
    when: t.field({ type: WhenRef, description: "UPCOMING (default) or PAST" }),
    eventType: t.field({ type: EventTypeRef }),
    search: t.string({ description: "In the title" }),
    topicIds: t.idList({ description: "Any of these topics" }),
    tagIds: t.idList({ description: "Any of these tags" }),
    statuses: t.field({ type: [EventStatusRef], description: "Editors: only these statuses" }),
    cursor: t.string(),
    first: t.int({ description: "Page size (25 by default, at most 100)" }),
  }),
});

const given = <T extends object>(input: T | null | undefined) =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined && v !== null));

builder.queryField("incubatorEvents", (t) =>
  t.field({
    type: PageRef,
    description: "The events the viewer may see, upcoming or past, filtered, 25 a page",
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: FilterInput }) },
    resolve: (_r, args, ctx) => eventsPage(ctx, given(args.filter)),
  }),
);

builder.queryField("incubatorEvent", (t) =>
  t.field({
    type: IncubatorEventRef,
    description: "One event (spec-1 §7 incubator event by id); NotFoundError if the viewer may not see it",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => eventById(ctx, String(args.id)),
  }),
);
