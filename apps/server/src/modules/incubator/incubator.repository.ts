import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { placeholder, prepared } from "../../db/prepared.ts";
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

/** Every incubator with its time zone: the job runner's recurring jobs (owner handle). */
export function findTenantZones(db: Db): Promise<{ id: string; slug: string; timezone: string }[]> {
  return db
    .select({ id: incubators.id, slug: incubators.slug, timezone: incubators.timezone })
    .from(incubators);
}

/** The tenant's own incubator row; the incubators table is keyed by the tenant id itself. */
export async function findIncubator(db: Db, tenant: Tenant): Promise<IncubatorRow | null> {
  // The organisation's settings, read by many requests (the portfolio's hours rule…): built
  // once (db/prepared.ts), the same SQL.
  const statement = prepared(db, "incubator.row", (db) =>
    db
      .select()
      .from(incubators)
      .where(eq(incubators.id, placeholder("tenant")))
      .limit(placeholder("limit")),
  );
  const [row] = await statement.execute({ tenant: tenant.id, limit: 1 });
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

export type NewIncubator = typeof incubators.$inferInsert;

/** Creates the incubator of a slug unless one exists; answers the tenant either way. */
export async function insertIncubatorIfMissing(db: Db, values: NewIncubator): Promise<Tenant> {
  await db.insert(incubators).values(values).onConflictDoNothing({ target: incubators.slug });
  const tenant = await findTenantBySlug(db, values.slug);
  if (!tenant) throw new Error(`Could not create incubator ${values.slug}`);
  return tenant;
}
