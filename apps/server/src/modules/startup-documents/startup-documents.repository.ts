import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type StartupDocumentFolderRow,
  type StartupDocumentRow,
  startupDocumentFolders,
  startupDocuments,
} from "./startup-documents.tables.ts";

/** The startup-documents module's queries; every one scoped to the tenant (decision 002). */

export function findFolders(db: Db, tenant: Tenant, startupId: string): Promise<StartupDocumentFolderRow[]> {
  if (!isUuid(startupId)) return Promise.resolve([]);
  return db
    .select()
    .from(startupDocumentFolders)
    .where(scoped(startupDocumentFolders, tenant, eq(startupDocumentFolders.startupId, startupId)))
    .orderBy(sql`lower(${startupDocumentFolders.name})`, asc(startupDocumentFolders.createdAt));
}

export async function findFolder(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(startupDocumentFolders)
    .where(scoped(startupDocumentFolders, tenant, eq(startupDocumentFolders.id, id)));
  return row ?? null;
}

/** A folder of the startup with this name, case and surrounding spaces aside (other than `except`). */
export async function findFolderNamed(
  db: Db,
  tenant: Tenant,
  startupId: string,
  name: string,
  except?: string,
) {
  const [row] = await db
    .select({ id: startupDocumentFolders.id })
    .from(startupDocumentFolders)
    .where(
      scoped(
        startupDocumentFolders,
        tenant,
        eq(startupDocumentFolders.startupId, startupId),
        eq(sql`lower(${startupDocumentFolders.name})`, name.toLowerCase()),
        except ? ne(startupDocumentFolders.id, except) : undefined,
      ),
    );
  return row ?? null;
}

/** Serialises folder naming in one startup until the transaction ends (two "Legal" at once). */
export async function lockFolderNames(db: Db, tenant: Tenant, startupId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`document-folders:${tenant.id}:${startupId}`}))`,
  );
}

export async function insertFolder(
  db: Db,
  tenant: Tenant,
  values: { startupId: string; name: string; createdBy: string | null },
) {
  const [row] = await db.insert(startupDocumentFolders).values(owned(tenant, values)).returning();
  if (!row) throw new Error("folder not inserted");
  return row;
}

export async function renameFolderRow(db: Db, tenant: Tenant, id: string, name: string) {
  const [row] = await db
    .update(startupDocumentFolders)
    .set({ name })
    .where(scoped(startupDocumentFolders, tenant, eq(startupDocumentFolders.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes a folder; its documents move to the top (the foreign key sets their folder to null). */
export async function deleteFolderRow(db: Db, tenant: Tenant, id: string) {
  const rows = await db
    .delete(startupDocumentFolders)
    .where(scoped(startupDocumentFolders, tenant, eq(startupDocumentFolders.id, id)))
    .returning({ id: startupDocumentFolders.id });
  return rows.length > 0;
}

/** A startup's documents, newest first. */
export function findDocuments(db: Db, tenant: Tenant, startupId: string): Promise<StartupDocumentRow[]> {
  if (!isUuid(startupId)) return Promise.resolve([]);
  return db
    .select()
    .from(startupDocuments)
    .where(scoped(startupDocuments, tenant, eq(startupDocuments.startupId, startupId)))
    .orderBy(sql`${startupDocuments.createdAt} desc`, asc(startupDocuments.name));
}

export async function findDocument(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(startupDocuments)
    .where(scoped(startupDocuments, tenant, eq(startupDocuments.id, id)));
  return row ?? null;
}

export async function insertDocuments(
  db: Db,
  tenant: Tenant,
  values: {
    id: string;
    startupId: string;
    folderId: string | null;
    attachmentId: string;
    name: string;
    description?: string | null;
    uploadedBy: string | null;
    createdAt?: Date;
  }[],
) {
  if (values.length === 0) return [];
  return db
    .insert(startupDocuments)
    .values(values.map((v) => owned(tenant, { ...v, updatedAt: v.createdAt ?? new Date() })))
    .returning();
}

export async function updateDocumentRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { name?: string; description?: string | null; folderId?: string | null; updatedAt: Date },
) {
  const [row] = await db
    .update(startupDocuments)
    .set(patch)
    .where(scoped(startupDocuments, tenant, eq(startupDocuments.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDocumentRows(db: Db, tenant: Tenant, ids: readonly string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .delete(startupDocuments)
    .where(scoped(startupDocuments, tenant, inArray(startupDocuments.id, wanted)))
    .returning();
}

/** Removes a startup's folders and documents (before the startup itself goes). */
export async function deleteAllOfStartup(db: Db, tenant: Tenant, startupId: string) {
  if (!isUuid(startupId)) return [];
  const documents = await db
    .delete(startupDocuments)
    .where(scoped(startupDocuments, tenant, eq(startupDocuments.startupId, startupId)))
    .returning();
  await db
    .delete(startupDocumentFolders)
    .where(scoped(startupDocumentFolders, tenant, eq(startupDocumentFolders.startupId, startupId)));
  return documents;
}

/** A document of the startup with this name in this folder (demo data finds its rows by it). */
export async function findDocumentNamed(
  db: Db,
  tenant: Tenant,
  startupId: string,
  folderId: string | null,
  name: string,
) {
  const [row] = await db
    .select({ id: startupDocuments.id })
    .from(startupDocuments)
    .where(
      scoped(
        startupDocuments,
        tenant,
        and(
          eq(startupDocuments.startupId, startupId),
          folderId ? eq(startupDocuments.folderId, folderId) : isNull(startupDocuments.folderId),
          eq(startupDocuments.name, name),
        ),
      ),
    );
  return row ?? null;
}
