import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { startupAssignments, startupMembers, startups } from "./startups.tables.ts";

/**
 * A startup's company profile, its members with their roles and its connections (lane A,
 * issue 18). Every query filters by the tenant; the caller authorises.
 */

/** Serialises the creations of one tenant's startups (count + insert), within a transaction. */
export async function lockStartupCreation(db: Db, tenant: Tenant) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`startups:${tenant.id}`}))`);
}

export type CompanyChanges = Partial<{
  name: string;
  website: string | null;
  logo: string | null;
  foundingYear: number | null;
  description: string | null;
}>;

/** Changes a startup's profile; the row after, or null when it is not the tenant's. */
export async function updateCompany(db: Db, tenant: Tenant, id: string, changes: CompanyChanges) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(startups)
    .set({ ...changes, updatedAt: new Date() })
    .where(scoped(startups, tenant, eq(startups.id, id)))
    .returning();
  return row ?? null;
}

/** The members of a startup with their role, by the date they joined. */
export async function findMembersWithRoles(db: Db, tenant: Tenant, startupId: string) {
  if (!isUuid(startupId)) return [];
  return db
    .select({ userId: startupMembers.userId, role: startupMembers.role, joinedAt: startupMembers.joinedAt })
    .from(startupMembers)
    .where(scoped(startupMembers, tenant, eq(startupMembers.startupId, startupId)))
    .orderBy(asc(startupMembers.joinedAt), asc(startupMembers.userId));
}

/** Adds a member (or changes the role of one already there). */
export async function upsertMember(
  db: Db,
  tenant: Tenant,
  startupId: string,
  userId: string,
  role: string | null,
) {
  await db
    .insert(startupMembers)
    .values(owned(tenant, { startupId, userId, role }))
    .onConflictDoUpdate({ target: [startupMembers.startupId, startupMembers.userId], set: { role } });
}

/** Changes a member's role; false when they are not a member. */
export async function updateMemberRole(
  db: Db,
  tenant: Tenant,
  startupId: string,
  userId: string,
  role: string | null,
) {
  if (!isUuid(startupId) || !isUuid(userId)) return false;
  const rows = await db
    .update(startupMembers)
    .set({ role })
    .where(
      scoped(
        startupMembers,
        tenant,
        and(eq(startupMembers.startupId, startupId), eq(startupMembers.userId, userId)),
      ),
    )
    .returning({ userId: startupMembers.userId });
  return rows.length > 0;
}

/** Removes a member; false when they were not one. */
export async function deleteMember(db: Db, tenant: Tenant, startupId: string, userId: string) {
  if (!isUuid(startupId) || !isUuid(userId)) return false;
  const rows = await db
    .delete(startupMembers)
    .where(
      scoped(
        startupMembers,
        tenant,
        and(eq(startupMembers.startupId, startupId), eq(startupMembers.userId, userId)),
      ),
    )
    .returning({ userId: startupMembers.userId });
  return rows.length > 0;
}

/** Locks a startup's member rows (the last member must stay), within a transaction. */
export async function lockMembers(db: Db, tenant: Tenant, startupId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`startup-members:${tenant.id}:${startupId}`}))`,
  );
}

/** Connects a user to a startup with an hour allocation (keeps the minutes used). */
export async function upsertConnection(
  db: Db,
  tenant: Tenant,
  startupId: string,
  userId: string,
  minutesAllocated: number,
) {
  await db
    .insert(startupAssignments)
    .values(owned(tenant, { startupId, userId, minutesAllocated }))
    .onConflictDoUpdate({
      target: [startupAssignments.startupId, startupAssignments.userId],
      set: { minutesAllocated },
    });
}

/** Removes a connection; false when there was none. */
export async function deleteConnection(db: Db, tenant: Tenant, startupId: string, userId: string) {
  if (!isUuid(startupId) || !isUuid(userId)) return false;
  const rows = await db
    .delete(startupAssignments)
    .where(
      scoped(
        startupAssignments,
        tenant,
        and(eq(startupAssignments.startupId, startupId), eq(startupAssignments.userId, userId)),
      ),
    )
    .returning({ userId: startupAssignments.userId });
  return rows.length > 0;
}
