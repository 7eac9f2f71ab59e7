import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type ApplicationActivityRow,
  type ApplicationCommentRow,
  type ApplicationEmailRow,
  type ApplicationRoundRow,
  type ApplicationRow,
  applicationActivities,
  applicationComments,
  applicationEmails,
  applicationRounds,
  applications,
  applicationTags,
} from "./applications.tables.ts";

/**
 * The applications table and the tables of an application's file (its path through the
 * rounds, activity, comments, e-mails, tags): the only file that queries them (lane D,
 * docs/application-file.md). Every query through scoped()/owned(); `db` may be a transaction.
 */

export type NewApplication = Omit<
  typeof applications.$inferInsert,
  "id" | "incubatorId" | "createdAt" | "updatedAt"
>;
export type ApplicationPatch = Partial<NewApplication>;

/** The application, or null (unknown id, other tenant, not a UUID). `forUpdate` locks the row. */
export async function findApplication(
  db: Db,
  tenant: Tenant,
  id: string,
  forUpdate = false,
): Promise<ApplicationRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(applications)
    .where(scoped(applications, tenant, eq(applications.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function insertApplication(
  db: Db,
  tenant: Tenant,
  values: NewApplication,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no application");
  return row;
}

/** Changes the application's columns (updatedAt set); returns the row, or null when it is gone. */
export async function updateApplication(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: ApplicationPatch,
): Promise<ApplicationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(applications)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(applications, tenant, eq(applications.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the application (its rounds, evaluators, comments, activity, e-mails, tags cascade). */
export async function deleteApplicationRow(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(applications)
    .where(scoped(applications, tenant, eq(applications.id, id)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The applicant's open application in the funnel (not closed, not archived), or null. */
export async function openApplicationOf(
  db: Db,
  tenant: Tenant,
  funnelId: string,
  applicantId: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      scoped(
        applications,
        tenant,
        eq(applications.funnelId, funnelId),
        eq(applications.applicantId, applicantId),
        notInArray(applications.status, ["accepted", "rejected", "delay_rejected"]),
        isNull(applications.archivedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function applicationsByIds(
  db: Db,
  tenant: Tenant,
  ids: readonly string[],
): Promise<ApplicationRow[]> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(applications)
    .where(scoped(applications, tenant, inArray(applications.id, valid)));
}

// --- The path through the rounds ---

export async function applicationRoundsOf(
  db: Db,
  tenant: Tenant,
  applicationId: string,
): Promise<ApplicationRoundRow[]> {
  return db
    .select()
    .from(applicationRounds)
    .where(scoped(applicationRounds, tenant, eq(applicationRounds.applicationId, applicationId)))
    .orderBy(asc(applicationRounds.enteredAt), asc(applicationRounds.id));
}

/** Closes the open round entry (if any) with how it left. */
export async function closeOpenRound(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  values: { leftAt: Date; outcome: NonNullable<ApplicationRoundRow["outcome"]>; decidedBy: string | null },
): Promise<void> {
  await db
    .update(applicationRounds)
    .set(values)
    .where(
      scoped(
        applicationRounds,
        tenant,
        and(eq(applicationRounds.applicationId, applicationId), isNull(applicationRounds.leftAt)),
      ),
    );
}

export async function openRound(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  roundId: string,
  enteredAt: Date,
): Promise<void> {
  await db.insert(applicationRounds).values(owned(tenant, { applicationId, roundId, enteredAt }));
}

// --- Activity ---

export async function insertActivity(
  db: Db,
  tenant: Tenant,
  values: {
    applicationId: string;
    actorId: string | null;
    kind: string;
    values: Record<string, string | number | null>;
    createdAt: Date;
  },
): Promise<ApplicationActivityRow> {
  const [row] = await db.insert(applicationActivities).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no activity");
  return row;
}

export async function activitiesOf(
  db: Db,
  tenant: Tenant,
  applicationId: string,
): Promise<ApplicationActivityRow[]> {
  return db
    .select()
    .from(applicationActivities)
    .where(scoped(applicationActivities, tenant, eq(applicationActivities.applicationId, applicationId)))
    .orderBy(desc(applicationActivities.createdAt), desc(applicationActivities.id));
}

// --- Comments ---

export async function insertComment(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof applicationComments.$inferInsert, "id" | "incubatorId">,
): Promise<ApplicationCommentRow> {
  const [row] = await db.insert(applicationComments).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no comment");
  return row;
}

export async function commentsOf(
  db: Db,
  tenant: Tenant,
  applicationId: string,
): Promise<ApplicationCommentRow[]> {
  return db
    .select()
    .from(applicationComments)
    .where(scoped(applicationComments, tenant, eq(applicationComments.applicationId, applicationId)))
    .orderBy(desc(applicationComments.createdAt), desc(applicationComments.id));
}

// --- E-mails ---

export async function insertApplicationEmail(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof applicationEmails.$inferInsert, "id" | "incubatorId" | "createdAt">,
): Promise<ApplicationEmailRow> {
  const [row] = await db.insert(applicationEmails).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no e-mail");
  return row;
}

export async function findApplicationEmail(
  db: Db,
  tenant: Tenant,
  id: string,
): Promise<ApplicationEmailRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(applicationEmails)
    .where(scoped(applicationEmails, tenant, eq(applicationEmails.id, id)));
  return row ?? null;
}

export async function markApplicationEmail(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { sentAt?: Date | null; cancelledAt?: Date | null },
): Promise<void> {
  await db
    .update(applicationEmails)
    .set(patch)
    .where(scoped(applicationEmails, tenant, eq(applicationEmails.id, id)));
}

/** Scheduled e-mails of the application not sent nor cancelled yet (cancelled on reset, move, delete). */
export async function cancelScheduledEmails(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  at: Date,
): Promise<void> {
  await db
    .update(applicationEmails)
    .set({ cancelledAt: at })
    .where(
      scoped(
        applicationEmails,
        tenant,
        and(
          eq(applicationEmails.applicationId, applicationId),
          isNull(applicationEmails.sentAt),
          isNull(applicationEmails.cancelledAt),
        ),
      ),
    );
}

export async function emailsOf(
  db: Db,
  tenant: Tenant,
  applicationId: string,
): Promise<ApplicationEmailRow[]> {
  return db
    .select()
    .from(applicationEmails)
    .where(scoped(applicationEmails, tenant, eq(applicationEmails.applicationId, applicationId)))
    .orderBy(desc(applicationEmails.scheduledFor), desc(applicationEmails.id));
}

// --- Tags ---

export async function tagIdsOfApplication(db: Db, tenant: Tenant, applicationId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: applicationTags.tagId })
    .from(applicationTags)
    .where(scoped(applicationTags, tenant, eq(applicationTags.applicationId, applicationId)));
  return rows.map((r) => r.tagId);
}

export async function replaceApplicationTags(
  db: Db,
  tenant: Tenant,
  applicationId: string,
  tagIds: readonly string[],
): Promise<void> {
  await db
    .delete(applicationTags)
    .where(scoped(applicationTags, tenant, eq(applicationTags.applicationId, applicationId)));
  if (tagIds.length > 0) {
    await db
      .insert(applicationTags)
      .values([...new Set(tagIds)].map((tagId) => owned(tenant, { applicationId, tagId })));
  }
}

/** Who commented on the application (the staff notified of a new comment). */
export async function commentAuthorIds(db: Db, tenant: Tenant, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ authorId: applicationComments.authorId })
    .from(applicationComments)
    .where(scoped(applicationComments, tenant, eq(applicationComments.applicationId, applicationId)));
  return rows.flatMap((r) => (r.authorId ? [r.authorId] : []));
}

/** How many applications carry each of these tags (the tag setup's use counts). */
export async function countApplicationTagUses(
  db: Db,
  tenant: Tenant,
  tagIds: readonly string[],
): Promise<Map<string, number>> {
  const valid = [...new Set(tagIds)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ tagId: applicationTags.tagId, count: sql<number>`count(*)::int` })
    .from(applicationTags)
    .where(scoped(applicationTags, tenant, inArray(applicationTags.tagId, valid)))
    .groupBy(applicationTags.tagId);
  return new Map(rows.map((r) => [r.tagId, Number(r.count)]));
}
