import { TIMELINE_FILTERS, type TimelineFilter } from "@launchpad/domain/startups";
import { and, desc, eq, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type TimelinePostRow, timelinePosts } from "./timeline.tables.ts";
import type { PageKey } from "./timeline-cursor.ts";

/** The only file that queries timeline_posts (decision 008). */
const t = timelinePosts;

export type NewTimelinePost = Omit<typeof timelinePosts.$inferInsert, "incubatorId" | "id">;

/** A post with its exact creation time as text (microseconds, UTC): the page cursor's key. */
export type PagedRow = TimelinePostRow & { at: string };

const exactAt = sql<string>`to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function insertPost(db: Db, tenant: Tenant, post: NewTimelinePost): Promise<TimelinePostRow> {
  const [row] = await db.insert(t).values(owned(tenant, post)).returning();
  if (!row) throw new Error("timeline post not inserted");
  return row;
}

export async function findPost(db: Db, tenant: Tenant, id: string): Promise<TimelinePostRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(t)
    .where(scoped(t, tenant, eq(t.id, id)));
  return row ?? null;
}

export async function updatePost(
  db: Db,
  tenant: Tenant,
  id: string,
  values: Partial<
    Pick<TimelinePostRow, "message" | "isPublic" | "isUpdate" | "eventType" | "isPinned" | "updatedAt">
  >,
): Promise<TimelinePostRow | null> {
  const [row] = await db
    .update(t)
    .set(values)
    .where(scoped(t, tenant, eq(t.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePost(db: Db, tenant: Tenant, id: string): Promise<void> {
  await db.delete(t).where(scoped(t, tenant, eq(t.id, id)));
}

export async function countPinned(db: Db, tenant: Tenant, startupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(scoped(t, tenant, eq(t.startupId, startupId), eq(t.isPinned, true)));
  return row?.n ?? 0;
}

/** The type filter (TIMELINE_FILTERS): updates and comments are Event posts told apart by isUpdate. */
export function filterCondition(filters: readonly TimelineFilter[] | undefined): SQL | undefined {
  if (!filters || filters.length === 0) return undefined;
  const parts = [...new Set(filters)].map((filter) => {
    if (filter === "updates") return and(eq(t.kind, "Event"), eq(t.isUpdate, true));
    if (filter === "comments") return and(eq(t.kind, "Event"), eq(t.isUpdate, false));
    return inArray(t.kind, [...TIMELINE_FILTERS[filter]]);
  });
  return or(...parts);
}

/** Posts strictly older than the key, newest first: (created_at, id) row comparison uses the paging index. */
function before(key: PageKey | null): SQL | undefined {
  if (!key) return undefined;
  return sql`(${t.createdAt}, ${t.id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}

/** One page of a startup's timeline (pinned posts are not in the pages; `pinnedPosts` reads them). */
export async function startupPage(
  db: Db,
  tenant: Tenant,
  q: { startupId: string; key: PageKey | null; filter?: SQL; withPrivate: boolean; limit: number },
): Promise<PagedRow[]> {
  return db
    .select({ ...allColumns, at: exactAt })
    .from(t)
    .where(
      scoped(
        t,
        tenant,
        eq(t.startupId, q.startupId),
        eq(t.isPinned, false),
        q.withPrivate ? undefined : eq(t.isPublic, true),
        q.filter,
        before(q.key),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(q.limit);
}

export async function pinnedPosts(
  db: Db,
  tenant: Tenant,
  q: { startupId: string; filter?: SQL; withPrivate: boolean },
): Promise<TimelinePostRow[]> {
  return db
    .select()
    .from(t)
    .where(
      scoped(
        t,
        tenant,
        eq(t.startupId, q.startupId),
        eq(t.isPinned, true),
        q.withPrivate ? undefined : eq(t.isPublic, true),
        q.filter,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id));
}

/**
 * A person's own Event posts, newest first, in the startups `startupIds` allows ("ALL" or a
 * list); private ones only in `privateIn` ("ALL" but `exceptPrivate`, or a list).
 */
export async function authorPage(
  db: Db,
  tenant: Tenant,
  q: {
    authorId: string;
    startupIds: "ALL" | string[];
    privateIn: "ALL" | string[];
    exceptPrivate: string[];
    key: PageKey | null;
    limit: number;
  },
): Promise<PagedRow[]> {
  if (q.startupIds !== "ALL" && q.startupIds.length === 0) return [];
  const privateOk =
    q.privateIn === "ALL"
      ? q.exceptPrivate.length > 0
        ? not(inArray(t.startupId, q.exceptPrivate))
        : undefined
      : q.privateIn.length > 0
        ? inArray(t.startupId, q.privateIn)
        : sql`false`;
  return db
    .select({ ...allColumns, at: exactAt })
    .from(t)
    .where(
      scoped(
        t,
        tenant,
        eq(t.createdBy, q.authorId),
        eq(t.kind, "Event"),
        q.startupIds === "ALL" ? undefined : inArray(t.startupId, q.startupIds),
        privateOk ? or(eq(t.isPublic, true), privateOk) : undefined,
        before(q.key),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(q.limit);
}

/** Every post of a startup, oldest first (the export). */
export async function postsOfStartup(
  db: Db,
  tenant: Tenant,
  startupId: string,
  withPrivate: boolean,
): Promise<TimelinePostRow[]> {
  return db
    .select()
    .from(t)
    .where(scoped(t, tenant, eq(t.startupId, startupId), withPrivate ? undefined : eq(t.isPublic, true)))
    .orderBy(t.createdAt, t.id);
}

export async function postIdsOfStartup(db: Db, tenant: Tenant, startupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(scoped(t, tenant, eq(t.startupId, startupId)));
  return rows.map((r) => r.id);
}

export async function deletePostsOfStartup(db: Db, tenant: Tenant, startupId: string): Promise<void> {
  await db.delete(t).where(scoped(t, tenant, eq(t.startupId, startupId)));
}

const allColumns = {
  id: t.id,
  incubatorId: t.incubatorId,
  startupId: t.startupId,
  kind: t.kind,
  eventType: t.eventType,
  message: t.message,
  isPublic: t.isPublic,
  isPinned: t.isPinned,
  isUpdate: t.isUpdate,
  attr1: t.attr1,
  start: t.start,
  end: t.end,
  data: t.data,
  createdBy: t.createdBy,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

/** A demo post by its key (timeline.demo.ts keeps `demoKey` in data): seeding twice adds nothing. */
export async function findDemoPost(db: Db, tenant: Tenant, startupId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(scoped(t, tenant, eq(t.startupId, startupId), sql`${t.data}->>'demoKey' = ${key}`))
    .limit(1);
  return rows.length > 0;
}
