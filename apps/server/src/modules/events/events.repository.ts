import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type EventTagRole,
  type IncubatorEventRow,
  incubatorEventAttendees,
  incubatorEventHosts,
  incubatorEvents,
  incubatorEventTags,
} from "./events.tables.ts";
import { type AudienceFacts, factsOf, VISIBILITY_DIMENSIONS } from "./visibility.ts";

/** The only file that queries the events' own tables (attendees: attendees.repository.ts). */

export type NewEvent = Omit<
  typeof incubatorEvents.$inferInsert,
  "id" | "incubatorId" | "createdAt" | "updatedAt"
>;
export type EventPatch = Partial<NewEvent>;

export async function insertEvents(db: Db, tenant: Tenant, rows: NewEvent[]): Promise<IncubatorEventRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(incubatorEvents)
    .values(rows.map((r) => owned(tenant, r)))
    .returning();
}

export async function updateEventRow(db: Db, tenant: Tenant, id: string, patch: EventPatch) {
  const [row] = await db
    .update(incubatorEvents)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEventRow(db: Db, tenant: Tenant, id: string) {
  const rows = await db
    .delete(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.id, id)))
    .returning({ id: incubatorEvents.id });
  return rows.length > 0;
}

export async function findEvent(db: Db, tenant: Tenant, id: string): Promise<IncubatorEventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.id, id)));
  return row ?? null;
}

/** The event row, locked until the transaction ends: registrations of one event queue here. */
export async function lockEvent(tx: Db, tenant: Tenant, id: string): Promise<IncubatorEventRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.id, id)))
    .for("update");
  return row ?? null;
}

/** The first event with this title (the demo data's natural key). */
export async function findEventByTitle(db: Db, tenant: Tenant, title: string) {
  const [row] = await db
    .select({ id: incubatorEvents.id })
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.title, title)))
    .limit(1);
  return row ?? null;
}

export async function findEvents(db: Db, tenant: Tenant, ids: string[]): Promise<IncubatorEventRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, inArray(incubatorEvents.id, valid)));
}

export async function replaceHosts(db: Db, tenant: Tenant, eventId: string, userIds: string[]) {
  await db
    .delete(incubatorEventHosts)
    .where(scoped(incubatorEventHosts, tenant, eq(incubatorEventHosts.eventId, eventId)));
  if (userIds.length === 0) return;
  await db
    .insert(incubatorEventHosts)
    .values(userIds.map((userId, position) => owned(tenant, { eventId, userId, position })));
}

export async function replaceEventTags(
  db: Db,
  tenant: Tenant,
  eventId: string,
  role: EventTagRole,
  tagIds: string[],
) {
  await db
    .delete(incubatorEventTags)
    .where(
      scoped(
        incubatorEventTags,
        tenant,
        eq(incubatorEventTags.eventId, eventId),
        eq(incubatorEventTags.role, role),
      ),
    );
  if (tagIds.length === 0) return;
  await db
    .insert(incubatorEventTags)
    .values(tagIds.map((tagId) => owned(tenant, { eventId, tagId, role })))
    .onConflictDoNothing();
}

export function findHosts(db: Db, tenant: Tenant, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ eventId: incubatorEventHosts.eventId, userId: incubatorEventHosts.userId })
    .from(incubatorEventHosts)
    .where(scoped(incubatorEventHosts, tenant, inArray(incubatorEventHosts.eventId, eventIds)))
    .orderBy(asc(incubatorEventHosts.position));
}

export function findEventTags(db: Db, tenant: Tenant, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      eventId: incubatorEventTags.eventId,
      tagId: incubatorEventTags.tagId,
      role: incubatorEventTags.role,
    })
    .from(incubatorEventTags)
    .where(scoped(incubatorEventTags, tenant, inArray(incubatorEventTags.eventId, eventIds)));
}

/** How many events carry each tag (the tags setup page's use counts). */
export async function countTagUses(db: Db, tenant: Tenant, tagIds: string[]): Promise<Map<string, number>> {
  const valid = tagIds.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ tagId: incubatorEventTags.tagId, n: sql<number>`count(*)::int` })
    .from(incubatorEventTags)
    .where(scoped(incubatorEventTags, tenant, inArray(incubatorEventTags.tagId, valid)))
    .groupBy(incubatorEventTags.tagId);
  return new Map(rows.map((r) => [r.tagId, r.n]));
}

const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** visibility.ts's `inAudience`, in SQL: jsonb `?|` is "the list holds any of these". */
export function visibleTo(facts: AudienceFacts): SQL {
  const v = incubatorEvents.visibility;
  return and(
    ...VISIBILITY_DIMENSIONS.map((d) => {
      const values = textArray(factsOf(facts, d));
      return sql`((jsonb_array_length(${v}->${d}->'is') = 0 OR (${v}->${d}->'is') ?| ${values}) AND NOT ((${v}->${d}->'isNot') ?| ${values}))`;
    }),
  ) as SQL;
}

export type ListQuery = {
  when: "UPCOMING" | "PAST";
  now: Date;
  eventType?: "GROUP" | "ONE_ON_ONE";
  search?: string;
  topicIds?: string[];
  tagIds?: string[];
  statuses?: string[];
  /** Null: the viewer edits every event (EVENT:EDIT) and sees them all. */
  audience: { userId: string; facts: AudienceFacts } | null;
  after?: { start: Date; id: string };
  limit: number;
};

const hasTag = (tagIds: string[]) =>
  exists(
    sql`(SELECT 1 FROM ${incubatorEventTags} WHERE ${incubatorEventTags.eventId} = ${incubatorEvents.id} AND ${incubatorEventTags.tagId} IN (${sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}))`,
  );

/**
 * What a viewer may see: every event for an editor of all (audience null); otherwise the
 * published events of their audience, and whatever they edit, host or attend.
 */
export function readableBy(audience: ListQuery["audience"]): SQL | undefined {
  if (!audience) return undefined;
  const me = audience.userId;
  return or(
    and(eq(incubatorEvents.status, "PUBLISHED"), visibleTo(audience.facts)),
    eq(incubatorEvents.editPermissionUserId, me),
    eq(incubatorEvents.createdById, me),
    and(
      inArray(incubatorEvents.status, ["PUBLISHED", "PENDING_HOST_AVAILABILITIES"]),
      exists(
        sql`(SELECT 1 FROM ${incubatorEventHosts} WHERE ${incubatorEventHosts.eventId} = ${incubatorEvents.id} AND ${incubatorEventHosts.userId} = ${me}::uuid)`,
      ),
    ),
    and(
      eq(incubatorEvents.status, "PUBLISHED"),
      exists(
        sql`(SELECT 1 FROM ${incubatorEventAttendees} WHERE ${incubatorEventAttendees.eventId} = ${incubatorEvents.id} AND ${incubatorEventAttendees.userId} = ${me}::uuid AND ${incubatorEventAttendees.status} <> 'CANCELLED')`,
      ),
    ),
  );
}

/** A page of events, upcoming (by start) or past (latest first), keyset on (start, id). */
export async function listEvents(db: Db, tenant: Tenant, q: ListQuery): Promise<IncubatorEventRow[]> {
  const upcoming = q.when === "UPCOMING";
  const topics = (q.topicIds ?? []).filter(isUuid);
  const tagIds = (q.tagIds ?? []).filter(isUuid);
  const conditions: (SQL | undefined)[] = [
    upcoming ? gte(incubatorEvents.endTime, q.now) : lt(incubatorEvents.endTime, q.now),
    q.eventType ? eq(incubatorEvents.eventType, q.eventType) : undefined,
    q.search ? ilike(incubatorEvents.title, containsPattern(q.search)) : undefined,
    q.statuses && q.statuses.length > 0 ? inArray(incubatorEvents.status, q.statuses as never[]) : undefined,
    topics.length > 0 ? hasTag(topics) : undefined,
    tagIds.length > 0 ? hasTag(tagIds) : undefined,
    readableBy(q.audience),
    q.after
      ? upcoming
        ? sql`(${incubatorEvents.startTime}, ${incubatorEvents.id}) > (${q.after.start.toISOString()}::timestamptz, ${q.after.id}::uuid)`
        : sql`(${incubatorEvents.startTime}, ${incubatorEvents.id}) < (${q.after.start.toISOString()}::timestamptz, ${q.after.id}::uuid)`
      : undefined,
  ];
  return db
    .select()
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, ...conditions))
    .orderBy(
      ...(upcoming
        ? [asc(incubatorEvents.startTime), asc(incubatorEvents.id)]
        : [desc(incubatorEvents.startTime), desc(incubatorEvents.id)]),
    )
    .limit(q.limit);
}

/** Whether one event is readable by the viewer (the same rule as the list). */
export async function isReadable(db: Db, tenant: Tenant, id: string, audience: ListQuery["audience"]) {
  const [row] = await db
    .select({ id: incubatorEvents.id })
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.id, id), readableBy(audience)));
  return row != null;
}

/** One-to-one events waiting for their hosts' hours that have not ended (pending-hosts.ts). */
export function pendingOneOnOnes(db: Db, tenant: Tenant, now: Date) {
  return db
    .select()
    .from(incubatorEvents)
    .where(
      scoped(
        incubatorEvents,
        tenant,
        eq(incubatorEvents.status, "PENDING_HOST_AVAILABILITIES"),
        eq(incubatorEvents.eventType, "ONE_ON_ONE"),
        gte(incubatorEvents.endTime, now),
      ),
    );
}

/** The events of a series (decision 028), by start. */
export function findSeries(db: Db, tenant: Tenant, seriesId: string) {
  return db
    .select()
    .from(incubatorEvents)
    .where(scoped(incubatorEvents, tenant, eq(incubatorEvents.seriesId, seriesId)))
    .orderBy(asc(incubatorEvents.startTime));
}
