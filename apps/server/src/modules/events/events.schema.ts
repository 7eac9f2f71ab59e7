import { builder } from "../../graphql/builder.ts";
import { attachmentsFor, attachmentUrl } from "../attachments/index.ts";
import { peopleByIds } from "../users/index.ts";
import { attendeesOf } from "./attendees.repository.ts";
import { type EventView, eventPerson, seatsLeft } from "./event-views.ts";
import { EVENT_FILES, eventById } from "./events.service.ts";
import { type EventPage, eventsPage } from "./events-list.service.ts";
import {
  AttachmentRef,
  AttendeeRef,
  AvailabilityRef,
  EventPersonRef,
  EventStatusRef,
  EventTypeRef,
  iso,
  LocationRef,
  NoticeRef,
  RecurrenceRef,
  TagCardRef,
  VisibilityRef,
  WhenRef,
} from "./events-parts.schema.ts";

export {
  AttendeeRef,
  AvailabilityMethodRef,
  AvailabilityModeRef,
  AvailabilityTypeRef,
  EventStatusRef,
  EventTypeRef,
  PeriodUnitRef,
  RecurrenceRef,
} from "./events-parts.schema.ts";

/** GraphQL of incubator events (spec-2 §3 IncubatorEvent; docs/events.md): the event and queries. */
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
      resolve: async (v, _a, ctx) => {
        if (!v.canEdit) return null;
        const rows = await attendeesOf(ctx.db, ctx.tenant, v.row.id);
        const people = await peopleByIds(ctx, [...new Set(rows.map((r) => r.userId))]);
        const byId = new Map(people.map((p) => [p.user.id, eventPerson(p)]));
        return rows.map((r) => ({ ...r, person: byId.get(r.userId) ?? null }));
      },
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
