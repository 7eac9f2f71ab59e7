import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { oidcConnections, oidcStates } from "./oidc.tables.ts";

export type NewOidcState = Omit<typeof oidcStates.$inferInsert, "incubatorId">;

/** A connection of this tenant; another tenant's id reads as not found. */
export async function findConnection(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select()
    .from(oidcConnections)
    .where(scoped(oidcConnections, tenant, eq(oidcConnections.id, id)));
  return row ?? null;
}

/** This tenant's connections by name (id, provider, name: what the sign-in page offers). */
export async function listConnections(db: Db, tenant: Tenant) {
  return db
    .select({ id: oidcConnections.id, provider: oidcConnections.provider, name: oidcConnections.name })
    .from(oidcConnections)
    .where(scoped(oidcConnections, tenant))
    .orderBy(oidcConnections.name);
}

export async function insertState(db: Db, tenant: Tenant, values: NewOidcState) {
  await db.insert(oidcStates).values(owned(tenant, values));
}

/** Abandoned sign-ins leave rows behind; each new one sweeps its tenant's expired rows. */
export async function deleteExpiredStates(db: Db, tenant: Tenant, now: Date) {
  await db.delete(oidcStates).where(scoped(oidcStates, tenant, lt(oidcStates.expiresAt, now)));
}

/**
 * Deletes and returns a state in one statement, so that of two callbacks racing with the
 * same state only one gets the row: a state is used once, even when the sign-in then fails.
 */
export async function takeState(db: Db, tenant: Tenant, state: string) {
  const [row] = await db
    .delete(oidcStates)
    .where(scoped(oidcStates, tenant, eq(oidcStates.state, state)))
    .returning();
  return row ?? null;
}
