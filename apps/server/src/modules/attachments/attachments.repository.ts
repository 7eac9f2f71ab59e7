import { and, asc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type AttachmentRow, attachments } from "./attachments.tables.ts";

/** The only file that queries the attachments table; every query through scoped()/owned(). */

export type NewAttachment = Omit<typeof attachments.$inferInsert, "incubatorId" | "createdAt" | "updatedAt">;

const live = isNull(attachments.deletedAt);

export async function insertAttachment(db: Db, tenant: Tenant, row: NewAttachment): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(owned(tenant, row)).returning();
  if (!inserted) throw new Error("insert returned no attachment");
  return inserted;
}

export async function findAttachment(db: Db, tenant: Tenant, id: string): Promise<AttachmentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(attachments)
    .where(scoped(attachments, tenant, eq(attachments.id, id), live));
  return row ?? null;
}

export async function findAttachments(db: Db, tenant: Tenant, ids: string[]): Promise<AttachmentRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(scoped(attachments, tenant, inArray(attachments.id, valid), live));
}

export async function attachmentsOfReferences(
  db: Db,
  tenant: Tenant,
  type: string,
  referenceIds: string[],
): Promise<AttachmentRow[]> {
  const valid = referenceIds.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(
      scoped(
        attachments,
        tenant,
        eq(attachments.referenceType, type),
        inArray(attachments.referenceId, valid),
        live,
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** The viewer's own uploads, newest first: pending ones and those attached since. */
export async function attachmentsUploadedBy(db: Db, tenant: Tenant, userId: string, limit: number) {
  return db
    .select()
    .from(attachments)
    .where(scoped(attachments, tenant, eq(attachments.uploadedBy, userId), live))
    .orderBy(sql`${attachments.createdAt} desc`, asc(attachments.id))
    .limit(limit);
}

export async function attachToReference(
  db: Db,
  tenant: Tenant,
  ids: string[],
  reference: { type: string; id: string },
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(attachments)
    .set({ referenceType: reference.type, referenceId: reference.id, updatedAt: now })
    .where(scoped(attachments, tenant, inArray(attachments.id, ids), live));
}

export async function renameAttachment(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { name?: string; link?: string },
  now: Date,
) {
  const [row] = await db
    .update(attachments)
    .set({ ...patch, updatedAt: now })
    .where(scoped(attachments, tenant, eq(attachments.id, id), live))
    .returning();
  return row ?? null;
}

/** Marks rows removed (invisible at once); the purge job deletes their files and rows. */
export async function markRemoved(
  db: Db,
  tenant: Tenant,
  where: SQL | undefined,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(attachments)
    .set({ deletedAt: now, updatedAt: now })
    .where(scoped(attachments, tenant, where, live))
    .returning({ id: attachments.id });
  return rows.map((r) => r.id);
}

export const byIds = (ids: string[]) => inArray(attachments.id, ids.filter(isUuid));
export const byReference = (type: string, id: string) =>
  and(eq(attachments.referenceType, type), eq(attachments.referenceId, id));

/** Removed rows, and pending ones (no reference) created before `pendingBefore`. */
export async function purgeable(
  db: Db,
  tenant: Tenant,
  pendingBefore: Date,
  limit: number,
): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(
      scoped(
        attachments,
        tenant,
        or(
          isNotNull(attachments.deletedAt),
          and(isNull(attachments.referenceId), lt(attachments.createdAt, pendingBefore)),
        ),
      ),
    )
    .orderBy(asc(attachments.createdAt))
    .limit(limit);
}

export async function deleteRows(db: Db, tenant: Tenant, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(attachments).where(scoped(attachments, tenant, inArray(attachments.id, ids)));
}
