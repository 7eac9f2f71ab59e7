import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type ApplicationExportRow, applicationExports } from "./applications.tables.ts";

/**
 * The export rows (application_exports). The applications an export lists are read with the
 * overview's own statement (overview.repository.ts), so that an export holds what the
 * overview showed for the same filter.
 */

/** The attachment reference type of an export's file (its requester reads it). */
export const EXPORT_REFERENCE = "ApplicationExport";

export async function insertExport(
  db: Db,
  tenant: Tenant,
  values: { requestedBy: string; filter: Record<string, unknown> },
): Promise<ApplicationExportRow> {
  const [row] = await db.insert(applicationExports).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no export");
  return row;
}

export async function findExport(db: Db, tenant: Tenant, id: string): Promise<ApplicationExportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(applicationExports)
    .where(scoped(applicationExports, tenant, eq(applicationExports.id, id)));
  return row ?? null;
}

export async function updateExport(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Pick<ApplicationExportRow, "status" | "attachmentId" | "rowCount" | "error" | "finishedAt">>,
): Promise<void> {
  await db
    .update(applicationExports)
    .set(patch)
    .where(scoped(applicationExports, tenant, eq(applicationExports.id, id)));
}
