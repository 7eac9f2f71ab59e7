import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type ApplicationRow, applications } from "./applications.tables.ts";

/**
 * The applicant's own applications (lane B, docs/applying.md): the one read the applying
 * pages need beyond applications.repository.ts. Scoped to the tenant.
 */
export async function applicationsOfApplicant(
  db: Db,
  tenant: Tenant,
  applicantId: string,
  funnelId?: string,
): Promise<ApplicationRow[]> {
  if (!isUuid(applicantId) || (funnelId !== undefined && !isUuid(funnelId))) return [];
  const byApplicant = eq(applications.applicantId, applicantId);
  return db
    .select()
    .from(applications)
    .where(
      scoped(
        applications,
        tenant,
        funnelId ? and(byApplicant, eq(applications.funnelId, funnelId)) : byApplicant,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
