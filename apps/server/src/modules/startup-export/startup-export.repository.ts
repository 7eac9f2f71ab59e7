import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type StartupExportRow, startupExports } from "./startup-export.tables.ts";

/** The startup export rows (startup_exports); only this module queries them. */

/** The attachment reference type of an export's file (its requester reads it). */
export const STARTUP_EXPORT_REFERENCE = "StartupExport";

export async function insertStartupExport(
  db: Db,
  tenant: Tenant,
  values: { startupId: string; requestedBy: string },
): Promise<StartupExportRow> {
  const [row] = await db.insert(startupExports).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no export");
  return row;
}

export async function findStartupExport(
  db: Db,
  tenant: Tenant,
  id: string,
): Promise<StartupExportRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(startupExports)
    .where(scoped(startupExports, tenant, eq(startupExports.id, id)));
  return row ?? null;
}

/** A requester's latest exports of a startup, newest first. */
export function recentStartupExports(
  db: Db,
  tenant: Tenant,
  startupId: string,
  requestedBy: string,
  limit: number,
): Promise<StartupExportRow[]> {
  return db
    .select()
    .from(startupExports)
    .where(
      scoped(
        startupExports,
        tenant,
        and(eq(startupExports.startupId, startupId), eq(startupExports.requestedBy, requestedBy)),
      ),
    )
    .orderBy(desc(startupExports.createdAt), desc(startupExports.id))
    .limit(limit);
}

export async function updateStartupExport(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Pick<StartupExportRow, "status" | "attachmentId" | "error" | "finishedAt">>,
): Promise<void> {
  await db
    .update(startupExports)
    .set(patch)
    .where(scoped(startupExports, tenant, eq(startupExports.id, id)));
}

/** The ids of every export of a startup (whoever asked). */
export async function findExportIdsOfStartup(db: Db, tenant: Tenant, startupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: startupExports.id })
    .from(startupExports)
    .where(scoped(startupExports, tenant, eq(startupExports.startupId, startupId)));
  return rows.map((row) => row.id);
}
