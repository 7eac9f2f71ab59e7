import type { RoleType } from "@launchpad/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { programs, roles, startups, users } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** How many users of each role type the incubator has (deleted ones do not count). */
export async function countUsersByRoleType(db: Db, tenant: Tenant): Promise<Map<RoleType, number>> {
  const rows = await db
    .select({ type: roles.type, count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(scoped(users, tenant, sql`${users.status} <> 'deleted'`))
    .groupBy(roles.type);
  return new Map(rows.map((r) => [r.type, r.count]));
}

export async function countStartups(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(startups)
    .where(scoped(startups, tenant));
  return row?.count ?? 0;
}

export async function countPrograms(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(programs)
    .where(scoped(programs, tenant));
  return row?.count ?? 0;
}
