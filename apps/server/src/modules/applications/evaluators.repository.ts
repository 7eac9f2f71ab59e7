import { asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type ApplicationEvaluatorRow,
  type ApplicationRow,
  applicationConflicts,
  applicationEvaluators,
  applications,
  funnelRounds,
} from "./applications.tables.ts";

/**
 * The evaluations lane's queries (issue 17, docs/evaluations.md): evaluator assignments,
 * conflicts of interest and the scores kept on applications. Every query through scoped()/owned().
 */

export type EvaluatorAssignment = ApplicationEvaluatorRow;
export type ConflictRow = typeof applicationConflicts.$inferSelect;

const uuids = (ids: readonly string[]) => [...new Set(ids)].filter(isUuid);

/** Is `userId` assigned as an evaluator to the application (in any of its rounds)? */
export async function isAssignedEvaluator(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(applicationId) || !isUuid(userId)) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.applicationId, applicationId),
        eq(applicationEvaluators.evaluatorId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every assignment of these applications (all rounds), oldest first. */
export async function evaluatorsOf(
  db: Db,
  tenant: Tenant,
  applicationIds: readonly string[],
): Promise<EvaluatorAssignment[]> {
  const ids = uuids(applicationIds);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationEvaluators)
    .where(scoped(applicationEvaluators, tenant, inArray(applicationEvaluators.applicationId, ids)))
    .orderBy(asc(applicationEvaluators.assignedAt), asc(applicationEvaluators.evaluatorId));
}

/** Assignments of these applications in one round. */
export async function evaluatorsInRound(
  db: Db,
  tenant: Tenant,
  roundId: string,
  applicationIds: readonly string[],
): Promise<EvaluatorAssignment[]> {
  const ids = uuids(applicationIds);
  if (ids.length === 0 || !isUuid(roundId)) return [];
  return db
    .select()
    .from(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.roundId, roundId),
        inArray(applicationEvaluators.applicationId, ids),
      ),
    )
    .orderBy(asc(applicationEvaluators.assignedAt), asc(applicationEvaluators.evaluatorId));
}

/** One evaluator's assignment to an application in a round (locked when `forUpdate`). */
export async function findAssignment(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  roundId: string,
  evaluatorId: string,
  forUpdate = false,
): Promise<EvaluatorAssignment | null> {
  if (!isUuid(applicationId) || !isUuid(roundId) || !isUuid(evaluatorId)) return null;
  const query = db
    .select()
    .from(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.applicationId, applicationId),
        eq(applicationEvaluators.roundId, roundId),
        eq(applicationEvaluators.evaluatorId, evaluatorId),
      ),
    );
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The viewer's assignments (all applications), unsubmitted first, each group oldest first. */
export async function assignmentsOfEvaluator(
  db: Db,
  tenant: Tenant,
  evaluatorId: string,
): Promise<EvaluatorAssignment[]> {
  if (!isUuid(evaluatorId)) return [];
  return db
    .select()
    .from(applicationEvaluators)
    .where(scoped(applicationEvaluators, tenant, eq(applicationEvaluators.evaluatorId, evaluatorId)))
    .orderBy(
      sql`${applicationEvaluators.submittedAt} is not null`,
      asc(applicationEvaluators.assignedAt),
      asc(applicationEvaluators.applicationId),
    );
}

/**
 * Is the user an evaluator of this application in a blind round who has not submitted there?
 * (The blind rule, blind.ts.)
 */
export async function hasOpenBlindAssignment(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(applicationId) || !isUuid(userId)) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applicationEvaluators)
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationEvaluators.roundId))
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.applicationId, applicationId),
        eq(applicationEvaluators.evaluatorId, userId),
        isNull(applicationEvaluators.submittedAt),
        eq(funnelRounds.blind, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAssignments(
  db: Db,
  tenant: Tenant,
  rows: { applicationId: string; roundId: string; evaluatorId: string; assignedBy: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(applicationEvaluators)
    .values(rows.map((r) => owned(tenant, r)))
    .onConflictDoNothing();
}

export async function deleteAssignment(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  evaluatorId: string,
  roundId?: string,
): Promise<number> {
  if (!isUuid(applicationId) || !isUuid(evaluatorId)) return 0;
  const deleted = await db
    .delete(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.applicationId, applicationId),
        eq(applicationEvaluators.evaluatorId, evaluatorId),
        roundId ? eq(applicationEvaluators.roundId, roundId) : undefined,
      ),
    )
    .returning({ id: applicationEvaluators.evaluatorId });
  return deleted.length;
}

/** Marks an assignment submitted with its score. */
export async function markSubmitted(
  db: Db,
  tenant: Tenant,
  key: { applicationId: string; roundId: string; evaluatorId: string },
  score: number | null,
  at: Date,
): Promise<void> {
  await db
    .update(applicationEvaluators)
    .set({ submittedAt: at, score })
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(applicationEvaluators.applicationId, key.applicationId),
        eq(applicationEvaluators.roundId, key.roundId),
        eq(applicationEvaluators.evaluatorId, key.evaluatorId),
      ),
    );
}

/**
 * Wipes an application's evaluations (reset to draft): every assignment's submission and
 * score is cleared, the assignments themselves kept (the evaluators score again). Returns how
 * many were wiped. The caller deletes the evaluation form responses (forms door) and calls
 * refreshScores.
 */
export async function deleteEvaluations(db: Db, tenant: Tenant, applicationId: string): Promise<number> {
  if (!isUuid(applicationId)) return 0;
  const rows = await db
    .update(applicationEvaluators)
    .set({ submittedAt: null, score: null })
    .where(scoped(applicationEvaluators, tenant, eq(applicationEvaluators.applicationId, applicationId)))
    .returning({ id: applicationEvaluators.evaluatorId });
  return rows.length;
}

/** Conflicts of interest declared on these applications. */
export async function conflictsOf(
  db: Db,
  tenant: Tenant,
  applicationIds: readonly string[],
): Promise<ConflictRow[]> {
  const ids = uuids(applicationIds);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applicationConflicts)
    .where(scoped(applicationConflicts, tenant, inArray(applicationConflicts.applicationId, ids)));
}

export async function insertConflict(
  db: Db,
  tenant: Tenant,
  row: { applicationId: string; evaluatorId: string; reason: string | null },
): Promise<void> {
  await db
    .insert(applicationConflicts)
    .values(owned(tenant, row))
    .onConflictDoUpdate({
      target: [applicationConflicts.applicationId, applicationConflicts.evaluatorId],
      set: { reason: row.reason },
    });
}

/** Open (unsubmitted) assignments per evaluator, across the organisation. */
export async function openWorkloads(
  db: Db,
  tenant: Tenant,
  evaluatorIds: readonly string[],
): Promise<Record<string, number>> {
  const ids = uuids(evaluatorIds);
  if (ids.length === 0) return {};
  const rows = await db
    .select({ evaluatorId: applicationEvaluators.evaluatorId, n: count() })
    .from(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        inArray(applicationEvaluators.evaluatorId, ids),
        isNull(applicationEvaluators.submittedAt),
      ),
    )
    .groupBy(applicationEvaluators.evaluatorId);
  return Object.fromEntries(rows.map((r) => [r.evaluatorId, Number(r.n)]));
}

/** Per evaluator in a funnel: open and submitted assignments. */
export async function funnelWorkloads(
  db: Db,
  tenant: Tenant,
  funnelId: string,
): Promise<{ evaluatorId: string; open: number; submitted: number }[]> {
  if (!isUuid(funnelId)) return [];
  const rows = await db
    .select({
      evaluatorId: applicationEvaluators.evaluatorId,
      open: sql<number>`count(*) filter (where ${applicationEvaluators.submittedAt} is null)`,
      submitted: sql<number>`count(*) filter (where ${applicationEvaluators.submittedAt} is not null)`,
    })
    .from(applicationEvaluators)
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationEvaluators.roundId))
    .where(scoped(applicationEvaluators, tenant, eq(funnelRounds.funnelId, funnelId)))
    .groupBy(applicationEvaluators.evaluatorId);
  return rows.map((r) => ({
    evaluatorId: r.evaluatorId,
    open: Number(r.open),
    submitted: Number(r.submitted),
  }));
}

/** Submitted evaluations in the funnel's evaluation rounds (what normalisation reads). */
export async function submittedEvaluationsOfFunnel(
  db: Db,
  tenant: Tenant,
  funnelId: string,
): Promise<{ applicationId: string; roundId: string; evaluatorId: string; score: number }[]> {
  if (!isUuid(funnelId)) return [];
  const rows = await db
    .select({
      applicationId: applicationEvaluators.applicationId,
      roundId: applicationEvaluators.roundId,
      evaluatorId: applicationEvaluators.evaluatorId,
      score: applicationEvaluators.score,
    })
    .from(applicationEvaluators)
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationEvaluators.roundId))
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        eq(funnelRounds.funnelId, funnelId),
        sql`${applicationEvaluators.submittedAt} is not null`,
        sql`${applicationEvaluators.score} is not null`,
      ),
    );
  return rows.map((r) => ({ ...r, score: r.score as number }));
}

/** Writes the kept scores of applications in one statement. */
export async function writeApplicationScores(
  db: Db,
  tenant: Tenant,
  scores: { id: string; average: number | null; normalised: number | null; count: number }[],
): Promise<void> {
  if (scores.length === 0) return;
  const values = JSON.stringify(scores);
  await db.execute(sql`
    update ${applications} set
      average_score = v.average,
      normalised_score = v.normalised,
      evaluation_count = v.count
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, average float8, normalised float8, count int)
    where ${applications.id} = v.id and ${applications.incubatorId} = ${tenant.id}`);
}

/** Applications of a funnel with scores kept on them, with those scores (to compare and to clear). */
export async function scoredApplications(
  db: Db,
  tenant: Tenant,
  funnelId: string,
): Promise<{ id: string; average: number | null; normalised: number | null; count: number }[]> {
  if (!isUuid(funnelId)) return [];
  return db
    .select({
      id: applications.id,
      average: applications.averageScore,
      normalised: applications.normalisedScore,
      count: applications.evaluationCount,
    })
    .from(applications)
    .where(
      scoped(
        applications,
        tenant,
        eq(applications.funnelId, funnelId),
        sql`(${applications.evaluationCount} > 0 or ${applications.averageScore} is not null)`,
      ),
    );
}

/** The applications currently in a round (not archived), oldest first, at most `limit`. */
export async function applicationsInRound(
  db: Db,
  tenant: Tenant,
  roundId: string,
  limit: number,
): Promise<ApplicationRow[]> {
  if (!isUuid(roundId)) return [];
  return db
    .select()
    .from(applications)
    .where(scoped(applications, tenant, eq(applications.roundId, roundId), isNull(applications.archivedAt)))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(limit);
}

/** Submitted evaluations by these evaluators in these rounds (each pair's scale, for z-scores). */
export async function submittedEvaluationsBy(
  db: Db,
  tenant: Tenant,
  pairs: readonly { roundId: string; evaluatorId: string }[],
): Promise<{ applicationId: string; roundId: string; evaluatorId: string; score: number }[]> {
  const valid = pairs.filter((p) => isUuid(p.roundId) && isUuid(p.evaluatorId));
  if (valid.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applicationEvaluators.applicationId,
      roundId: applicationEvaluators.roundId,
      evaluatorId: applicationEvaluators.evaluatorId,
      score: applicationEvaluators.score,
    })
    .from(applicationEvaluators)
    .where(
      scoped(
        applicationEvaluators,
        tenant,
        inArray(applicationEvaluators.roundId, [...new Set(valid.map((p) => p.roundId))]),
        inArray(applicationEvaluators.evaluatorId, [...new Set(valid.map((p) => p.evaluatorId))]),
        sql`${applicationEvaluators.submittedAt} is not null`,
        sql`${applicationEvaluators.score} is not null`,
      ),
    );
  const wanted = new Set(valid.map((p) => `${p.evaluatorId}:${p.roundId}`));
  return rows
    .filter((r) => wanted.has(`${r.evaluatorId}:${r.roundId}`))
    .map((r) => ({ ...r, score: r.score as number }));
}
