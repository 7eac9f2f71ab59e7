import { asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { programMembers, programs, startupAssignments, startupMembers, startups } from "./startups.tables.ts";

/** Startups (member of, assigned to) and programmes of some users, and who is alone in their startups. */
export async function findRelationsOfUsers(db: Db, tenant: Tenant, userIds: string[]) {
  if (userIds.length === 0) return { memberOf: [], assignedTo: [], programsOf: [], memberCounts: [] };
  const [memberOf, assignedTo, programsOf] = await Promise.all([
    db
      .select({ userId: startupMembers.userId, id: startups.id, name: startups.name })
      .from(startupMembers)
      .innerJoin(startups, eq(startups.id, startupMembers.startupId))
      .where(scoped(startupMembers, tenant, inArray(startupMembers.userId, userIds)))
      .orderBy(startups.name),
    db
      .select({ userId: startupAssignments.userId, id: startups.id, name: startups.name })
      .from(startupAssignments)
      .innerJoin(startups, eq(startups.id, startupAssignments.startupId))
      .where(scoped(startupAssignments, tenant, inArray(startupAssignments.userId, userIds)))
      .orderBy(startups.name),
    db
      .select({ userId: programMembers.userId, id: programs.id, name: programs.name })
      .from(programMembers)
      .innerJoin(programs, eq(programs.id, programMembers.programId))
      .where(scoped(programMembers, tenant, inArray(programMembers.userId, userIds)))
      .orderBy(programs.name),
  ]);
  const startupIds = [...new Set(memberOf.map((m) => m.id))];
  const memberCounts =
    startupIds.length === 0
      ? []
      : await db
          .select({ startupId: startupMembers.startupId, count: sql<number>`count(*)::int` })
          .from(startupMembers)
          .where(scoped(startupMembers, tenant, inArray(startupMembers.startupId, startupIds)))
          .groupBy(startupMembers.startupId);
  return { memberOf, assignedTo, programsOf, memberCounts };
}

/** The cofounders of some startups (not deleted). */
export async function findMembers(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  return db
    .select({
      startupId: startupMembers.startupId,
      id: users.id,
      fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(startupMembers)
    .innerJoin(users, eq(users.id, startupMembers.userId))
    .where(
      scoped(
        startupMembers,
        tenant,
        inArray(startupMembers.startupId, startupIds),
        ne(users.status, "deleted"),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}
