import type { RoleType } from "@launchpad/domain";
import { asc, eq, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { programs, roles, startups, users } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { membersOfStartups } from "../startups/index.ts";

export async function listPrograms(db: Db, tenant: Tenant) {
  return db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(scoped(programs, tenant))
    .orderBy(asc(programs.name));
}

/** Startups by name; `ids` limits them (undefined = every startup). */
export async function listStartups(
  db: Db,
  tenant: Tenant,
  search: string | undefined,
  ids: string[] | undefined,
) {
  if (ids && ids.length === 0) return [];
  const conditions: SQL[] = [];
  if (search) conditions.push(ilike(startups.name, containsPattern(search)));
  if (ids) conditions.push(inArray(startups.id, ids));
  const rows = await db
    .select()
    .from(startups)
    .where(scoped(startups, tenant, ...conditions))
    .orderBy(asc(startups.name))
    .limit(500);
  const people = await membersOfStartups(
    { db, tenant },
    rows.map((r) => r.id),
  );
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    website: s.website,
    people: people.filter((p) => p.startupId === s.id).map(({ id, fullName }) => ({ id, fullName })),
  }));
}

/** Active people of the community, by name; `ids` or `roleTypes` limit them. */
export async function listPeople(
  db: Db,
  tenant: Tenant,
  options: { search?: string; ids?: string[]; roleTypes?: RoleType[]; offset: number; limit: number },
) {
  if (options.ids?.length === 0 || options.roleTypes?.length === 0) return { total: 0, rows: [] };
  const conditions: SQL[] = [eq(users.status, "active")];
  if (options.search) {
    conditions.push(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(options.search)),
    );
  }
  if (options.ids) conditions.push(inArray(users.id, options.ids));
  if (options.roleTypes) conditions.push(inArray(roles.type, options.roleTypes));
  // Applicants are not members of the community (spec-2 §6 excludes them from monitoring).
  conditions.push(ne(roles.type, "Applicant"), ne(roles.type, "System"));
  const where = scoped(users, tenant, ...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(options.offset)
      .limit(options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where),
  ]);
  return { total: count?.total ?? 0, rows };
}
