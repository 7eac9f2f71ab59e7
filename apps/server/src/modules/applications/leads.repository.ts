import { and, eq, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type ApplicationRow, applications } from "./applications.tables.ts";

/** The lead transfer's own read: an applicant's open applications (one per funnel at most). */
export function openApplicationsOf(db: Db, tenant: Tenant, applicantId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(
      scoped(
        applications,
        tenant,
        and(
          eq(applications.applicantId, applicantId),
          notInArray(applications.status, ["accepted", "rejected", "delay_rejected"]),
          isNull(applications.archivedAt),
        ),
      ),
    );
}
