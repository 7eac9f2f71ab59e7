import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  programMembers,
  programStartups,
  roles,
  startupAssignments,
  startupMembers,
  startups,
  users,
} from "../../db/schema/index.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** The viewer's role with its permissions and visibility, read on every request. */
export async function findRoleOfUser(db: Db, tenant: Tenant, userId: string) {
  const [row] = await db
    .select({ role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(scoped(users, tenant, eq(users.id, userId)));
  return row?.role ?? null;
}

/** The startups a user belongs to (as a cofounder) or is assigned to (as a supporter). */
export async function findConnectedStartupIds(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  const [own, assigned] = await Promise.all([
    db
      .select({ id: startupMembers.startupId })
      .from(startupMembers)
      .where(scoped(startupMembers, tenant, eq(startupMembers.userId, userId))),
    db
      .select({ id: startupAssignments.startupId })
      .from(startupAssignments)
      .where(scoped(startupAssignments, tenant, eq(startupAssignments.userId, userId))),
  ]);
  return [...new Set([...own, ...assigned].map((r) => r.id))];
}

/** The startups of the programmes a user belongs to. */
export async function findProgramStartupIds(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: programStartups.startupId })
    .from(programStartups)
    .innerJoin(programMembers, eq(programMembers.programId, programStartups.programId))
    .where(scoped(programStartups, tenant, eq(programMembers.userId, userId)));
  return [...new Set(rows.map((r) => r.id))];
}

/** The people of some startups: their cofounders and the users assigned to them. */
export async function findPeopleOfStartups(db: Db, tenant: Tenant, startupIds: string[]): Promise<string[]> {
  if (startupIds.length === 0) return [];
  const [members, assigned] = await Promise.all([
    db
      .select({ id: startupMembers.userId })
      .from(startupMembers)
      .where(scoped(startupMembers, tenant, inArray(startupMembers.startupId, startupIds))),
    db
      .select({ id: startupAssignments.userId })
      .from(startupAssignments)
      .where(scoped(startupAssignments, tenant, inArray(startupAssignments.startupId, startupIds))),
  ]);
  return [...new Set([...members, ...assigned].map((r) => r.id))];
}

export async function startupExists(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: startups.id })
    .from(startups)
    .where(scoped(startups, tenant, eq(startups.id, id)));
  return row != null;
}
