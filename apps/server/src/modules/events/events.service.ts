import { randomUUID } from "node:crypto";
import { providerOfHost } from "@launchpad/domain/meeting-links";
import { inTransaction } from "../../db/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  attachmentsFor,
  claimAttachments,
  removeAttachments,
  removeAttachmentsFor,
} from "../attachments/index.ts";
import { holds } from "../permissions/index.ts";
import { countsFor, countsOf } from "./attendees.repository.ts";
import { canDeleteEvent, canEditEvent, viewerAudience, viewerId } from "./event-access.ts";
import { assertShape, assertTopicsAndTags, assertUsers, assertVisibility } from "./event-checks.ts";
import {
  type CreateEventInput,
  createEventSchema,
  type UpdateEventInput,
  updateEventSchema,
} from "./event-input.ts";
import { occurrenceStarts } from "./event-rules.ts";
import { type EventView, eventViews } from "./event-views.ts";
import {
  deleteEventRow,
  type EventPatch,
  findEvent,
  findHosts,
  insertEvents,
  isReadable,
  lockEvent,
  type NewEvent,
  replaceEventTags,
  replaceHosts,
  updateEventRow,
} from "./events.repository.ts";
import type { IncubatorEventRow } from "./events.tables.ts";
import { type EventsContext, eventTx } from "./events-context.ts";
import { effectiveStatus } from "./pending-hosts.ts";
import { publishEventJob } from "./publish.job.ts";
import { EMPTY_VISIBILITY } from "./visibility.ts";
import { offerFreedSeats } from "./waitlist.ts";

/**
 * Creating, changing and deleting events (docs/events.md). Every check runs before the first
 * write, and the writes of one call share a transaction: a refused input leaves nothing.
 * Publishing (a first move to PUBLISHED) queues the audience's notification (publish.job.ts).
 */
export const EVENT_COVER = "IncubatorEventCover";
export const EVENT_FILES = "IncubatorEvent";

/** An event the viewer may read, else NotFoundError (another tenant's id, a draft of someone else). */
export async function readableEvent(ctx: ServiceContext, id: string): Promise<IncubatorEventRow> {
  const row = await findEvent(ctx.db, ctx.tenant, id);
  if (!row || !(await isReadable(ctx.db, ctx.tenant, row.id, await viewerAudience(ctx))))
    throw new NotFoundError("Event");
  return row;
}

/** spec-1 §7 incubator event by id. */
export async function eventById(ctx: ServiceContext, id: string): Promise<EventView> {
  const [view] = await eventViews(ctx, [await readableEvent(ctx, id)]);
  return view as EventView;
}

async function editableEvent(ctx: EventsContext, id: string) {
  const row = await readableEvent(ctx, id);
  if (!(await canEditEvent(ctx, row))) throw new ForbiddenError("You may not edit this event");
  return row;
}

function location(input: CreateEventInput["location"]) {
  const link = input?.link || null;
  return {
    locationText: input?.text || null,
    locationLink: link,
    locationProvider: link ? providerOfHost(new URL(link).hostname) : null,
  };
}

function columns(i: UpdateEventInput): EventPatch {
  const p: EventPatch = {};
  if (i.title !== undefined) p.title = i.title;
  if (i.description !== undefined) p.description = i.description;
  if (i.status !== undefined) p.status = i.status;
  if (i.capacity !== undefined) p.capacity = i.capacity;
  if (i.startTime !== undefined) p.startTime = new Date(i.startTime);
  if (i.endTime !== undefined) p.endTime = new Date(i.endTime);
  if (i.timezone !== undefined) p.timezone = i.timezone;
  if (i.location !== undefined) Object.assign(p, location(i.location));
  if (i.coverId !== undefined) p.coverAttachmentId = i.coverId;
  if (i.editPermissionUserId !== undefined) p.editPermissionUserId = i.editPermissionUserId;
  if (i.visibility !== undefined) p.visibility = i.visibility;
  if (i.duration !== undefined) p.durationMinutes = i.duration;
  if (i.timeslotIncrement !== undefined) p.timeslotIncrement = i.timeslotIncrement;
  if (i.numberOfSessions !== undefined) p.numberOfSessions = i.numberOfSessions;
  if (i.oneOnOneDates !== undefined) p.oneOnOneDates = i.oneOnOneDates;
  if (i.availability !== undefined) {
    p.availabilityMethod = i.availability.method ?? null;
    p.availabilityType = i.availability.type ?? null;
    p.availabilityMode = i.availability.mode ?? null;
  }
  if (i.calendarHostId !== undefined) p.calendarHostId = i.calendarHostId;
  if (i.ignoreHostsLinkedCalendar !== undefined) p.ignoreHostsLinkedCalendar = i.ignoreHostsLinkedCalendar;
  if (i.ignoreHourAllocation !== undefined) p.ignoreHourAllocation = i.ignoreHourAllocation;
  if (i.registrationNoticePeriod !== undefined) {
    const n = i.registrationNoticePeriod;
    p.hasNoticePeriod = n.meetingRegistrationHasNoticePeriod;
    p.noticePeriodValue = n.meetingRegistrationHasNoticePeriod ? (n.periodValue ?? null) : null;
    p.noticePeriodUnit = n.meetingRegistrationHasNoticePeriod ? (n.periodUnit ?? null) : null;
  }
  if (i.waitlistOfferHours !== undefined) p.waitlistOfferHours = i.waitlistOfferHours;
  return p;
}

async function assertReferences(ctx: EventsContext, i: UpdateEventInput) {
  await assertUsers(ctx, "hostIds", i.hostIds ?? []);
  await assertUsers(ctx, "editPermissionUserId", i.editPermissionUserId ? [i.editPermissionUserId] : []);
  await assertTopicsAndTags(ctx, i.topicIds ?? [], i.tagIds ?? []);
  if (i.visibility) await assertVisibility(ctx, i.visibility);
}

/** Claims the cover and the files named, and drops the event's files no longer named. */
async function saveAttachments(ctx: EventsContext, eventId: string, i: UpdateEventInput) {
  if (i.coverId !== undefined) {
    if (i.coverId) await claimAttachments(ctx, [i.coverId], { type: EVENT_COVER, id: eventId });
    else await removeAttachmentsFor(ctx, EVENT_COVER, eventId);
  }
  if (i.attachmentIds !== undefined) {
    const keep = new Set(i.attachmentIds);
    const current = (await attachmentsFor(ctx, EVENT_FILES, [eventId])).get(eventId) ?? [];
    const gone = current.filter((a) => !keep.has(a.id)).map((a) => a.id);
    if (gone.length > 0) await removeAttachments(ctx, { type: EVENT_FILES, id: eventId }, gone);
    if (keep.size > 0) await claimAttachments(ctx, [...keep], { type: EVENT_FILES, id: eventId });
  }
}

async function afterPublish(ctx: EventsContext, tx: EventsContext, row: IncubatorEventRow) {
  await ctx.jobs.enqueue(
    tx.db,
    ctx.tenant,
    publishEventJob,
    { eventId: row.id, origin: ctx.request?.origin ?? "" },
    {
      dedupeKey: row.id,
    },
  );
}

export async function createEvent(ctx: EventsContext, input: unknown): Promise<IncubatorEventRow> {
  const me = viewerId(ctx);
  if (!(await holds(ctx, "EVENT:CREATE"))) throw new ForbiddenError("You may not create events");
  const i = parseInput(createEventSchema, input);
  const hostIds = [...new Set(i.hostIds ?? [])];
  const startTime = new Date(i.startTime);
  const endTime = new Date(i.endTime);
  assertShape({
    eventType: i.eventType,
    status: i.status,
    startTime,
    endTime,
    capacity: i.capacity ?? null,
    durationMinutes: i.duration ?? null,
    hostIds,
    calendarHostId: i.calendarHostId ?? null,
    recurrence: i.recurrence?.frequency ?? null,
    oneOnOneDates: i.oneOnOneDates ?? [],
    timezone: i.timezone,
  });
  await assertReferences(ctx, i);
  const now = ctx.clock.now();
  const status = await effectiveStatus(
    ctx,
    { eventType: i.eventType, availabilityMethod: i.availability?.method ?? null, status: i.status },
    hostIds,
  );
  const base: NewEvent = {
    eventType: i.eventType,
    title: i.title,
    startTime,
    endTime,
    visibility: i.visibility ?? EMPTY_VISIBILITY,
    createdById: me,
    ...columns(i),
    recurrence: i.recurrence?.frequency ?? null,
    recurrenceCount: i.recurrence?.count ?? null,
    status,
    publishedAt: status === "PUBLISHED" ? now : null,
  };
  const first = randomUUID();
  const starts = i.recurrence
    ? occurrenceStarts(startTime, i.recurrence.frequency, i.recurrence.count, base.timezone ?? "UTC")
    : [startTime];
  const length = endTime.getTime() - startTime.getTime();
  const rows: NewEvent[] = starts.map((s, n) => ({
    ...base,
    ...(n === 0 ? { id: first } : { id: randomUUID() }),
    startTime: s,
    endTime: new Date(s.getTime() + length),
    seriesId: i.recurrence ? first : null,
  }));
  return eventTx(ctx, async (tx) => {
    const created = await insertEvents(tx.db, ctx.tenant, rows);
    for (const row of created) {
      await replaceHosts(tx.db, ctx.tenant, row.id, hostIds);
      await replaceEventTags(tx.db, ctx.tenant, row.id, "topic", i.topicIds ?? []);
      await replaceEventTags(tx.db, ctx.tenant, row.id, "tag", i.tagIds ?? []);
      // A series published at once is announced once, by its first occurrence.
      if (row.status === "PUBLISHED" && row.id === first) await afterPublish(ctx, tx, row);
    }
    const head = created.find((r) => r.id === first) as IncubatorEventRow;
    // The cover and files belong to the first occurrence; the others show the same cover id.
    await saveAttachments(tx, head.id, i);
    return head;
  });
}

export async function updateEvent(
  ctx: EventsContext,
  id: string,
  input: unknown,
): Promise<IncubatorEventRow> {
  const row = await editableEvent(ctx, id);
  const i = parseInput(updateEventSchema, input);
  const hostIds = i.hostIds
    ? [...new Set(i.hostIds)]
    : (await findHosts(ctx.db, ctx.tenant, [row.id])).map((h) => h.userId);
  const patch = columns(i);
  const next = { ...row, ...patch };
  assertShape({
    eventType: row.eventType,
    status: next.status,
    startTime: next.startTime,
    endTime: next.endTime,
    capacity: next.capacity,
    durationMinutes: next.durationMinutes,
    hostIds,
    calendarHostId: next.calendarHostId,
    recurrence: null,
    oneOnOneDates: next.oneOnOneDates,
    timezone: next.timezone,
  });
  await assertReferences(ctx, i);
  if (patch.status !== undefined || i.hostIds || i.availability) {
    patch.status = await effectiveStatus(ctx, next, hostIds);
    next.status = patch.status;
  }
  const publishing = next.status === "PUBLISHED" && row.publishedAt === null;
  if (publishing) patch.publishedAt = ctx.clock.now();
  return eventTx(ctx, async (tx) => {
    if (i.capacity != null) {
      // Under the event's lock: registrations cannot slip in between the count and the change.
      await lockEvent(tx.db, ctx.tenant, row.id);
      const c = countsFor(await countsOf(tx.db, ctx.tenant, [row.id]), row.id);
      if (c.registered + c.offered > i.capacity)
        throw new ValidationError({
          capacity: `${c.registered + c.offered} people already hold a seat: the capacity cannot be lower`,
        });
    }
    const saved = (await updateEventRow(tx.db, ctx.tenant, row.id, patch)) as IncubatorEventRow;
    if (i.hostIds) await replaceHosts(tx.db, ctx.tenant, row.id, hostIds);
    if (i.topicIds) await replaceEventTags(tx.db, ctx.tenant, row.id, "topic", i.topicIds);
    if (i.tagIds) await replaceEventTags(tx.db, ctx.tenant, row.id, "tag", i.tagIds);
    await saveAttachments(tx, row.id, i);
    if (publishing) await afterPublish(ctx, tx, saved);
    // More seats (or a later start) may free places for the waitlist.
    if (saved.status === "PUBLISHED") await offerFreedSeats(tx, saved.id);
    return saved;
  });
}

export async function deleteEvent(ctx: EventsContext, id: string): Promise<boolean> {
  const row = await readableEvent(ctx, id);
  if (!(await canDeleteEvent(ctx, row))) throw new ForbiddenError("You may not delete this event");
  await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await removeAttachmentsFor(tx, EVENT_COVER, row.id);
    await removeAttachmentsFor(tx, EVENT_FILES, row.id);
    await deleteEventRow(db, ctx.tenant, row.id);
  });
  return true;
}
