import { builder } from "../../graphql/builder.ts";
import type { AttachmentView } from "../attachments/index.ts";
import type { TagCard } from "../tags/index.ts";
import { peopleByIds } from "../users/index.ts";
import { waitlistPosition } from "./attendees.repository.ts";
import { type EventPerson, type EventView, eventPerson } from "./event-views.ts";
import type { EventAttendeeRow, IsIsNot } from "./events.tables.ts";

/** GraphQL of incubator events: the enums and the parts of IncubatorEvent (docs/events.md). */
export const iso = (d: Date | null) => d?.toISOString() ?? null;

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

export const RoleRef = builder
  .objectRef<{ id: string; label: string; type: string }>("EventPersonRole")
  .implement({
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

export const TagCardRef = builder.objectRef<TagCard>("IncubatorEventTag").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name"), color: t.exposeString("color") }),
});

type Location = { text: string | null; link: string | null; provider: string | null };
export const LocationRef = builder.objectRef<Location>("IncubatorEventLocation").implement({
  fields: (t) => ({
    text: t.exposeString("text", { nullable: true }),
    link: t.exposeString("link", { nullable: true }),
    provider: t.exposeString("provider", {
      nullable: true,
      description: "ZOOM or MICROSOFT_TEAMS (a link's)",
    }),
  }),
});

export const RuleRef = builder.objectRef<IsIsNot>("EventVisibilityRule").implement({
  fields: (t) => ({
    is: t.exposeStringList("is", { description: "Include: ids (role types for userRoles)" }),
    isNot: t.exposeStringList("isNot", { description: "Exclude" }),
  }),
});
export const VisibilityRef = builder
  .objectRef<EventView["row"]["visibility"]>("IncubatorEventVisibility")
  .implement({
    fields: (t) => ({
      userRoles: t.field({ type: RuleRef, resolve: (v) => v.userRoles }),
      userTags: t.field({ type: RuleRef, resolve: (v) => v.userTags }),
      startupTags: t.field({ type: RuleRef, resolve: (v) => v.startupTags }),
      startupPrograms: t.field({ type: RuleRef, resolve: (v) => v.startupPrograms }),
    }),
  });

export const NoticeRef = builder.objectRef<EventView["row"]>("RegistrationNoticePeriod").implement({
  fields: (t) => ({
    meetingRegistrationHasNoticePeriod: t.boolean({ resolve: (r) => r.hasNoticePeriod }),
    periodValue: t.int({ nullable: true, resolve: (r) => r.noticePeriodValue }),
    periodUnit: t.field({ type: PeriodUnitRef, nullable: true, resolve: (r) => r.noticePeriodUnit }),
  }),
});

export const AvailabilityRef = builder.objectRef<EventView["row"]>("IncubatorEventAvailability").implement({
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

export const AttachmentRef = builder.objectRef<AttachmentView>("IncubatorEventAttachment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    fileType: t.string({ nullable: true, resolve: (a) => a.fileType }),
    fileUrl: t.string({ nullable: true, resolve: (a) => (a.kind === "file" ? a.url : null) }),
    link: t.string({ nullable: true, resolve: (a) => a.link }),
    size: t.int({ nullable: true, resolve: (a) => a.size }),
  }),
});

/** An attendee row, with its person when the list read them all at once (no query per row). */
export type AttendeeView = EventAttendeeRow & { person?: EventPerson | null };

async function personOf(a: AttendeeView, ctx: Parameters<typeof peopleByIds>[0]) {
  if (a.person !== undefined) return a.person;
  const [p] = await peopleByIds(ctx, [a.userId]);
  return p ? eventPerson(p) : null;
}

export const AttendeeRef = builder.objectRef<AttendeeView>("IncubatorEventAttendee").implement({
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
      resolve: (a, _args, ctx) => personOf(a, ctx),
    }),
    email: t.string({
      nullable: true,
      description: "The registrant's e-mail (spec-2 §3 registrant.email)",
      resolve: async (a, _args, ctx) => (await personOf(a, ctx))?.email ?? null,
    }),
  }),
});
