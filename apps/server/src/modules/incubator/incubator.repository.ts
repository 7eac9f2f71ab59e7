import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type IncubatorRow, incubators } from "./incubator.tables.ts";

/** Looks a tenant up by its slug: the only query that runs before a tenant is known. */
export async function findTenantBySlug(db: Db, slug: string): Promise<Tenant | null> {
  const [row] = await db
    .select({ id: incubators.id, slug: incubators.slug })
    .from(incubators)
    .where(eq(incubators.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The tenant's own incubator row; the incubators table is keyed by the tenant id itself. */
export async function findIncubator(db: Db, tenant: Tenant): Promise<IncubatorRow | null> {
  const [row] = await db.select().from(incubators).where(eq(incubators.id, tenant.id)).limit(1);
  return row ?? null;
}

export async function updateIncubatorRow(
  db: Db,
  tenant: Tenant,
  patch: Partial<typeof incubators.$inferInsert>,
) {
  await db
    .update(incubators)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(incubators.id, tenant.id));
}
