import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type ApplicationRow, applications, funnels } from "./applications.tables.ts";

/**
 * A startup's applications (issue 18, docs/startup-export.md): the one whose acceptance made
 * it (applications.startup_id) and its cofounders' applications to startup funnels that no
 * other startup came from yet (a cofounder applying again applies for their startup). Newest
 * first.
 */
export async function findApplicationsOfStartup(
  db: Db,
  tenant: Tenant,
  startupId: string,
  memberIds: readonly string[],
): Promise<ApplicationRow[]> {
  if (!isUuid(startupId)) return [];
  const members = memberIds.filter(isUuid);
  const byMembers =
    members.length > 0
      ? and(
          inArray(applications.applicantId, members),
          isNull(applications.startupId),
          eq(funnels.type, "startup"),
        )
      : undefined;
  const rows = await db
    .select({ application: applications })
    .from(applications)
    .innerJoin(funnels, eq(funnels.id, applications.funnelId))
    .where(scoped(applications, tenant, or(eq(applications.startupId, startupId), byMembers)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map((r) => r.application);
}
