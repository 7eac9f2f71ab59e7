import type { ApplicationStatus } from "@launchpad/domain/applications";
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type ApplicationRow,
  applicationEvaluators,
  applications,
  applicationTags,
  funnelRounds,
} from "./applications.tables.ts";

/**
 * The overview's reads (lane C, docs/application-overview.md): one statement for the page and
 * one for the count, on applications alone (its indexes: applications_overview_idx,
 * applications_round_idx, applications_created_idx), with the evaluator and tag filters as
 * semi-joins on this module's own tables. The applicant search arrives as applicant ids (the
 * users door found them) or matches the startup name given in the application.
 */
export type OverviewSort = "NEWEST" | "OLDEST" | "SCORE_DESC" | "SCORE_ASC";

/** What the rows are narrowed to, already checked and resolved by the service. */
export type OverviewWhere = {
  /** The viewer's reach: everything, or these funnels plus the applications they evaluate. */
  scope: { all: true } | { all: false; funnelIds: string[]; evaluatorId: string };
  funnelIds?: string[];
  roundIds?: string[];
  statuses?: ApplicationStatus[];
  tagIds?: string[];
  evaluatorId?: string;
  scoreMin?: number;
  scoreMax?: number;
  /** Search: applicants found by name or e-mail, and the text for startup names. */
  search?: { applicantIds: string[]; text: string };
  archived?: boolean;
};

/** `column = any($n)`: a list of any length as one array value (a search may give 2,000 applicants). */
const anyOf = (
  column: typeof applications.applicantId | typeof applications.funnelId,
  ids: readonly string[],
) => sql`${column} = any(${sql.param([...ids])}::uuid[])`;

const assignedTo = (tenant: Tenant, evaluatorId: string) =>
  sql`${applications.id} in (select ${applicationEvaluators.applicationId} from ${applicationEvaluators} where ${applicationEvaluators.incubatorId} = ${tenant.id} and ${applicationEvaluators.evaluatorId} = ${evaluatorId})`;

function conditions(tenant: Tenant, w: OverviewWhere): SQL {
  const c: (SQL | undefined)[] = [];
  if (!w.scope.all) {
    const reach = [assignedTo(tenant, w.scope.evaluatorId)];
    if (w.scope.funnelIds.length > 0) reach.push(anyOf(applications.funnelId, w.scope.funnelIds));
    c.push(or(...reach));
  }
  if (w.funnelIds) c.push(inArray(applications.funnelId, w.funnelIds));
  if (w.roundIds) c.push(inArray(applications.roundId, w.roundIds));
  if (w.statuses) c.push(inArray(applications.status, w.statuses));
  if (w.tagIds) {
    c.push(
      sql`exists (select 1 from ${applicationTags} where ${applicationTags.applicationId} = ${applications.id} and ${applicationTags.incubatorId} = ${tenant.id} and ${inArray(applicationTags.tagId, w.tagIds)})`,
    );
  }
  if (w.evaluatorId) c.push(assignedTo(tenant, w.evaluatorId));
  if (w.scoreMin !== undefined) c.push(gte(applications.averageScore, w.scoreMin));
  if (w.scoreMax !== undefined) c.push(lte(applications.averageScore, w.scoreMax));
  if (w.search) {
    const byName =
      w.search.applicantIds.length > 0 ? inArray(applications.applicantId, w.search.applicantIds) : undefined;
    c.push(or(byName, ilike(applications.startupName, containsPattern(w.search.text))));
  }
  if (!w.archived) c.push(isNull(applications.archivedAt));
  return scoped(applications, tenant, ...c);
}

function ordering(sort: OverviewSort): SQL[] {
  switch (sort) {
    case "OLDEST":
      return [asc(applications.createdAt), asc(applications.id)];
    case "SCORE_DESC":
      return [
        sql`${applications.averageScore} desc nulls last`,
        desc(applications.createdAt),
        desc(applications.id),
      ];
    case "SCORE_ASC":
      return [
        sql`${applications.averageScore} asc nulls last`,
        desc(applications.createdAt),
        desc(applications.id),
      ];
    default:
      return [desc(applications.createdAt), desc(applications.id)];
  }
}

/** One page of applications and the total for the filter (two statements, side by side). */
export async function overviewPage(
  db: Db,
  tenant: Tenant,
  where: OverviewWhere,
  sort: OverviewSort,
  offset: number,
  limit: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const filter = conditions(tenant, where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(filter)
      .orderBy(...ordering(sort))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(applications).where(filter),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type QueuePlace = {
  previousId: string | null;
  nextId: string | null;
  position: number | null;
  total: number;
};

/**
 * Where one application stands in the filtered, sorted list: its neighbours, position
 * (1-based) and the total. In time order (the default) by keyset on (created_at, id): four
 * small reads on the index; by score, one window over the filtered rows.
 */
export async function queuePosition(
  db: Db,
  tenant: Tenant,
  where: OverviewWhere,
  sort: OverviewSort,
  applicationId: string,
): Promise<QueuePlace> {
  const filter = conditions(tenant, where);
  if (sort === "NEWEST" || sort === "OLDEST") return queueByTime(db, filter, sort, applicationId);
  const order = sql.join(ordering(sort), sql`, `);
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: applications.id,
        previousId: sql<string | null>`lag(${applications.id}) over (order by ${order})`.as("previous_id"),
        nextId: sql<string | null>`lead(${applications.id}) over (order by ${order})`.as("next_id"),
        position: sql<number>`(row_number() over (order by ${order}))::int`.as("position"),
        total: sql<number>`(count(*) over ())::int`.as("total"),
      })
      .from(applications)
      .where(filter),
  );
  if (isUuid(applicationId)) {
    const [row] = await db.with(ranked).select().from(ranked).where(eq(ranked.id, applicationId));
    if (row)
      return { previousId: row.previousId, nextId: row.nextId, position: row.position, total: row.total };
  }
  // Not in the list (it left the filter, e.g. decided): the list's first is next.
  const [first] = await db.with(ranked).select().from(ranked).where(eq(ranked.position, 1));
  return { previousId: null, nextId: first?.id ?? null, position: null, total: first?.total ?? 0 };
}

async function queueByTime(
  db: Db,
  filter: SQL,
  sort: "NEWEST" | "OLDEST",
  applicationId: string,
): Promise<QueuePlace> {
  const newest = sort === "NEWEST";
  const key = sql`(${applications.createdAt}, ${applications.id})`;
  const count = (extra?: SQL) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(filter, extra))
      .then(([row]) => row?.n ?? 0);
  const firstOf = (extra: SQL | undefined, forward: boolean) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(and(filter, extra))
      .orderBy(
        ...(forward
          ? [desc(applications.createdAt), desc(applications.id)]
          : [asc(applications.createdAt), asc(applications.id)]),
      )
      .limit(1)
      .then(([row]) => row?.id ?? null);
  const [here] = isUuid(applicationId)
    ? await db
        .select({ createdAt: applications.createdAt, id: applications.id })
        .from(applications)
        .where(and(filter, eq(applications.id, applicationId)))
    : [];
  if (!here) {
    const [total, first] = await Promise.all([count(), firstOf(undefined, newest)]);
    return { previousId: null, nextId: first, position: null, total };
  }
  const point = sql`(${here.createdAt}::timestamptz, ${here.id}::uuid)`;
  // NEWEST: before it come the rows with a larger key; OLDEST: a smaller one.
  const before = newest ? sql`${key} > ${point}` : sql`${key} < ${point}`;
  const after = newest ? sql`${key} < ${point}` : sql`${key} > ${point}`;
  const [total, ahead, previousId, nextId] = await Promise.all([
    count(),
    count(before),
    firstOf(before, !newest),
    firstOf(after, newest),
  ]);
  return { previousId, nextId, position: ahead + 1, total };
}

/**
 * The applications of these the user reviews blind (an unsubmitted assignment in a blind
 * round): blind.ts's rule (E's hasOpenBlindAssignment) for a page at once.
 */
export async function blindApplicationIds(
  db: Db,
  tenant: Tenant,
  applicationIds: readonly string[],
  userId: string,
): Promise<Set<string>> {
  if (applicationIds.length === 0 || !isUuid(userId)) return new Set();
  const rows = await db
    .selectDistinct({ id: applicationEvaluators.applicationId })
    .from(applicationEvaluators)
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationEvaluators.roundId))
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        inArray(applicationEvaluators.applicationId, [...applicationIds]),
        eq(applicationEvaluators.evaluatorId, userId),
        isNull(applicationEvaluators.submittedAt),
        eq(funnelRounds.blind, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The evaluators assigned to applications within the scope (the filter's choices). */
export async function evaluatorIdsInScope(db: Db, tenant: Tenant, where: OverviewWhere): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: applicationEvaluators.evaluatorId })
    .from(applicationEvaluators)
    .where(
      and(
        eq(applicationEvaluators.incubatorId, tenant.id),
        sql`${applicationEvaluators.applicationId} in (select ${applications.id} from ${applications} where ${conditions(tenant, where)})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The tags given to any application of the organisation (the filter's choices). */
export async function applicationTagIdsInUse(db: Db, tenant: Tenant): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: applicationTags.tagId })
    .from(applicationTags)
    .where(scoped(applicationTags, tenant));
  return rows.map((r) => r.id);
}

/** The tag ids of these applications, by application. */
export async function tagIdsOfApplications(
  db: Db,
  tenant: Tenant,
  applicationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (applicationIds.length === 0) return out;
  const rows = await db
    .select()
    .from(applicationTags)
    .where(scoped(applicationTags, tenant, inArray(applicationTags.applicationId, [...applicationIds])));
  for (const r of rows) out.set(r.applicationId, [...(out.get(r.applicationId) ?? []), r.tagId]);
  return out;
}

/** Adds tags to an application (those it has stay); the batch action "tag". */
export async function addApplicationTags(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  tagIds: readonly string[],
) {
  if (tagIds.length === 0) return;
  await db
    .insert(applicationTags)
    .values(tagIds.map((tagId) => ({ incubatorId: tenant.id, applicationId, tagId })))
    .onConflictDoNothing();
}

/** The funnels of the applications within the scope (an evaluator's funnels). */
export async function funnelIdsInScope(db: Db, tenant: Tenant, where: OverviewWhere): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: applications.funnelId })
    .from(applications)
    .where(conditions(tenant, where));
  return rows.map((r) => r.id);
}
