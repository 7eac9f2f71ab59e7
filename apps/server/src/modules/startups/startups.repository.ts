import { and, asc, count, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  programMembers,
  programStartups,
  programs,
  startupAssignments,
  startupMembers,
  startups,
} from "./startups.tables.ts";

/** Startups (member of, assigned to) and programmes of some users, and who is alone in their startups. */
export async function findRelationsOfUsers(db: Db, tenant: Tenant, userIds: string[]) {
  if (userIds.length === 0) return { memberOf: [], assignedTo: [], programsOf: [], memberCounts: [] };
  // The user list reads these for every page: built once (db/prepared.ts).
  const values = { tenant: tenant.id, userIds };
  const [memberOf, assignedTo, programsOf] = await Promise.all([
    prepared(db, "startups.memberOfUsers", (db) =>
      db
        .select({ userId: startupMembers.userId, id: startups.id, name: startups.name })
        .from(startupMembers)
        .innerJoin(startups, eq(startups.id, startupMembers.startupId))
        .where(scopedAs(startupMembers, anyOf(startupMembers.userId, "userIds")))
        .orderBy(startups.name),
    ).execute(values),
    prepared(db, "startups.assignedToUsers", (db) =>
      db
        .select({ userId: startupAssignments.userId, id: startups.id, name: startups.name })
        .from(startupAssignments)
        .innerJoin(startups, eq(startups.id, startupAssignments.startupId))
        .where(scopedAs(startupAssignments, anyOf(startupAssignments.userId, "userIds")))
        .orderBy(startups.name),
    ).execute(values),
    prepared(db, "startups.programsOfUsers", (db) =>
      db
        .select({ userId: programMembers.userId, id: programs.id, name: programs.name })
        .from(programMembers)
        .innerJoin(programs, eq(programs.id, programMembers.programId))
        .where(scopedAs(programMembers, anyOf(programMembers.userId, "userIds")))
        .orderBy(programs.name),
    ).execute(values),
  ]);
  const startupIds = [...new Set(memberOf.map((m) => m.id))];
  const memberCounts =
    startupIds.length === 0
      ? []
      : await prepared(db, "startups.memberCounts", (db) =>
          db
            .select({ startupId: startupMembers.startupId, count: sql<number>`count(*)::int` })
            .from(startupMembers)
            .where(scopedAs(startupMembers, anyOf(startupMembers.startupId, "startupIds")))
            .groupBy(startupMembers.startupId),
        ).execute({ tenant: tenant.id, startupIds });
  return { memberOf, assignedTo, programsOf, memberCounts };
}

/** The cofounders of some startups (their user ids; whether a user is deleted is the users module's). */
export async function findMembers(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  const statement = prepared(db, "startups.members", (db) =>
    db
      .select({ startupId: startupMembers.startupId, userId: startupMembers.userId })
      .from(startupMembers)
      .where(scopedAs(startupMembers, anyOf(startupMembers.startupId, "startupIds"))),
  );
  return statement.execute({ tenant: tenant.id, startupIds });
}

/** The startups a user is a cofounder of, by name. */
export async function findStartupsOfMember(db: Db, tenant: Tenant, userId: string) {
  return db
    .select({ id: startups.id, name: startups.name })
    .from(startupMembers)
    .innerJoin(startups, eq(startups.id, startupMembers.startupId))
    .where(scoped(startupMembers, tenant, eq(startupMembers.userId, userId)))
    .orderBy(startups.name);
}

/** The same, each with its number of members (who is alone in their startups), in one query. */
export async function findStartupsOfMemberWithCounts(db: Db, tenant: Tenant, userId: string) {
  // currentUser's startups: built once (db/prepared.ts).
  const statement = prepared(db, "startups.ofMemberWithCounts", (db) =>
    db
      .select({
        id: startups.id,
        name: startups.name,
        memberCount: sql<number>`(select count(*)::int from ${startupMembers} as "others" where "others"."startup_id" = ${startups.id})`,
      })
      .from(startupMembers)
      .innerJoin(startups, eq(startups.id, startupMembers.startupId))
      .where(scopedAs(startupMembers, eq(startupMembers.userId, placeholder("userId"))))
      .orderBy(startups.name),
  );
  return statement.execute({ tenant: tenant.id, userId });
}

/** The first startup a user is a cofounder of (the address /startup/file). */
export async function findOwnStartupId(db: Db, tenant: Tenant, userId: string) {
  const [row] = await db
    .select({ id: startupMembers.startupId })
    .from(startupMembers)
    .where(scoped(startupMembers, tenant, eq(startupMembers.userId, userId)))
    .orderBy(asc(startupMembers.joinedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The startups a user belongs to (as a cofounder) or is assigned to (as a supporter). */
export async function findConnectedStartupIds(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  // Every ASSIGNED permission check reads these: built once (db/prepared.ts).
  const [own, assigned] = await Promise.all([
    prepared(db, "startups.ownIds", (db) =>
      db
        .select({ id: startupMembers.startupId })
        .from(startupMembers)
        .where(scopedAs(startupMembers, eq(startupMembers.userId, placeholder("userId")))),
    ).execute({ tenant: tenant.id, userId }),
    prepared(db, "startups.assignedIds", (db) =>
      db
        .select({ id: startupAssignments.startupId })
        .from(startupAssignments)
        .where(scopedAs(startupAssignments, eq(startupAssignments.userId, placeholder("userId")))),
    ).execute({ tenant: tenant.id, userId }),
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

export async function findStartup(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(startups)
    .where(scoped(startups, tenant, eq(startups.id, id)));
  return row ?? null;
}

export async function findStartupNames(db: Db, tenant: Tenant, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const statement = prepared(db, "startups.names", (db) =>
    db
      .select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(scopedAs(startups, anyOf(startups.id, "ids"))),
  );
  return statement.execute({ tenant: tenant.id, ids: valid });
}

/** Which of some ids name a startup (or a programme) of the tenant. */
export async function findExistingIds(
  db: Db,
  tenant: Tenant,
  table: typeof startups | typeof programs,
  ids: string[],
): Promise<string[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(scoped(table, tenant, inArray(table.id, valid)));
  return rows.map((r) => r.id);
}

const startupFilter = (tenant: Tenant, search: string | undefined, ids: string[] | undefined) => {
  const conditions: SQL[] = [];
  if (search) conditions.push(ilike(startups.name, containsPattern(search)));
  if (ids) conditions.push(inArray(startups.id, ids));
  return scoped(startups, tenant, ...conditions);
};

/** Startups by name (at most `limit`); `ids` limits them (undefined = every startup). */
export async function findStartupsByName(
  db: Db,
  tenant: Tenant,
  options: { search?: string; ids?: string[]; limit: number },
) {
  if (options.ids?.length === 0) return [];
  return db
    .select()
    .from(startups)
    .where(startupFilter(tenant, options.search, options.ids))
    .orderBy(asc(startups.name))
    .limit(options.limit);
}

/** A page of startups by name, and how many match; `ids` limits them (undefined = every startup). */
export async function findStartupsPage(
  db: Db,
  tenant: Tenant,
  options: { search?: string; ids?: string[]; offset: number; limit: number },
) {
  if (options.ids?.length === 0) return { total: 0, rows: [] };
  // The portfolio's page: its two statements built once per shape (db/prepared.ts), the same
  // SQL as the builder gives (no offset clause for the first page), the values filled in.
  const search = options.search ? "search" : "";
  const some = options.ids ? "ids" : "";
  const where = () =>
    scopedAs(
      startups,
      search ? ilike(startups.name, placeholder("pattern")) : undefined,
      some ? anyOf(startups.id, "ids") : undefined,
    );
  const values = {
    tenant: tenant.id,
    ...(search ? { pattern: containsPattern(options.search as string) } : {}),
    ...(some ? { ids: options.ids } : {}),
  };
  const shape = `${search},${some}`;
  const paged = options.offset > 0;
  const [rows, [total]] = await Promise.all([
    prepared(db, `startups.page:${shape}${paged ? ",offset" : ""}`, (db) => {
      const query = db
        .select()
        .from(startups)
        .where(where())
        .orderBy(asc(startups.name), asc(startups.id))
        .limit(placeholder("limit"));
      return paged ? query.offset(placeholder("offset")) : query;
    }).execute({ ...values, limit: options.limit, ...(paged ? { offset: options.offset } : {}) }),
    prepared(db, `startups.count:${shape}`, (db) =>
      db.select({ n: count() }).from(startups).where(where()),
    ).execute(values),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function countStartups(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(startups)
    .where(scoped(startups, tenant));
  return row?.count ?? 0;
}

export async function listPrograms(db: Db, tenant: Tenant) {
  return db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(scoped(programs, tenant))
    .orderBy(asc(programs.name));
}

export async function countPrograms(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(programs)
    .where(scoped(programs, tenant));
  return row?.count ?? 0;
}

/** The programmes of some startups, by name. */
export async function findProgramsOfStartups(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  const statement = prepared(db, "startups.programsOfStartups", (db) =>
    db
      .select({ startupId: programStartups.startupId, id: programs.id, name: programs.name })
      .from(programStartups)
      .innerJoin(programs, eq(programs.id, programStartups.programId))
      .where(scopedAs(programStartups, anyOf(programStartups.startupId, "startupIds")))
      .orderBy(asc(programs.name)),
  );
  return statement.execute({ tenant: tenant.id, startupIds });
}

export async function replaceProgramMemberships(
  db: Db,
  tenant: Tenant,
  userId: string,
  programIds: string[],
) {
  await db.delete(programMembers).where(scoped(programMembers, tenant, eq(programMembers.userId, userId)));
  if (programIds.length > 0) {
    await db
      .insert(programMembers)
      .values(programIds.map((programId) => owned(tenant, { userId, programId })))
      .onConflictDoNothing();
  }
}

export async function findAssignedStartupIds(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: startupAssignments.startupId })
    .from(startupAssignments)
    .where(scoped(startupAssignments, tenant, eq(startupAssignments.userId, userId)));
  return rows.map((r) => r.id);
}

export async function replaceAssignedStartups(
  db: Db,
  tenant: Tenant,
  userId: string,
  add: string[],
  remove: string[],
) {
  if (remove.length > 0) {
    await db
      .delete(startupAssignments)
      .where(
        scoped(
          startupAssignments,
          tenant,
          and(eq(startupAssignments.userId, userId), inArray(startupAssignments.startupId, remove)),
        ),
      );
  }
  if (add.length > 0) {
    await db
      .insert(startupAssignments)
      .values(add.map((startupId) => owned(tenant, { userId, startupId })))
      .onConflictDoNothing();
  }
}

/** A startup's connections (assignments, with their hours) with some users. */
export async function findConnections(db: Db, tenant: Tenant, startupId: string, userIds: string[]) {
  if (!isUuid(startupId) || userIds.length === 0) return [];
  return db
    .select()
    .from(startupAssignments)
    .where(
      scoped(
        startupAssignments,
        tenant,
        eq(startupAssignments.startupId, startupId),
        inArray(startupAssignments.userId, userIds),
      ),
    );
}

/** The connections of some startups: their assigned users with the minutes of each. */
export async function findConnectionsOf(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  const statement = prepared(db, "startups.connectionsOf", (db) =>
    db
      .select({
        startupId: startupAssignments.startupId,
        userId: startupAssignments.userId,
        minutesAllocated: startupAssignments.minutesAllocated,
        minutesUsed: startupAssignments.minutesUsed,
      })
      .from(startupAssignments)
      .where(scopedAs(startupAssignments, anyOf(startupAssignments.startupId, "startupIds"))),
  );
  return statement.execute({ tenant: tenant.id, startupIds });
}

/**
 * Adds minutes to the used hours of a startup's connections with some hosts (negative: gives
 * them back, never below zero). In the caller's transaction.
 */
export async function addMinutesUsed(
  db: Db,
  tenant: Tenant,
  startupId: string,
  userIds: string[],
  minutes: number,
) {
  if (userIds.length === 0) return;
  await db
    .update(startupAssignments)
    .set({
      minutesUsed:
        minutes >= 0
          ? sql`${startupAssignments.minutesUsed} + ${minutes}`
          : sql`greatest(${startupAssignments.minutesUsed} - ${-minutes}, 0)`,
    })
    .where(
      scoped(
        startupAssignments,
        tenant,
        and(eq(startupAssignments.startupId, startupId), inArray(startupAssignments.userId, userIds)),
      ),
    );
}

/** A new startup with its members (cofounders) and programmes, in the caller's transaction. */
export async function insertStartupWithMembers(
  db: Db,
  tenant: Tenant,
  values: { name: string; programIds: readonly string[]; createdBy?: string | null },
  memberIds: readonly string[],
) {
  const [row] = await db
    .insert(startups)
    .values(owned(tenant, { name: values.name, createdBy: values.createdBy ?? null }))
    .returning();
  if (!row) throw new Error("insert returned no startup");
  if (memberIds.length > 0) {
    await db
      .insert(startupMembers)
      .values([...new Set(memberIds)].map((userId) => owned(tenant, { startupId: row.id, userId })))
      .onConflictDoNothing();
  }
  if (values.programIds.length > 0) {
    await db
      .insert(programStartups)
      .values(
        [...new Set(values.programIds)].map((programId) => owned(tenant, { startupId: row.id, programId })),
      )
      .onConflictDoNothing();
  }
  return row;
}

/** Adds a user to programmes (keeps the ones they are in). */
export async function addProgramMemberships(
  db: Db,
  tenant: Tenant,
  userId: string,
  programIds: readonly string[],
) {
  if (programIds.length === 0) return;
  await db
    .insert(programMembers)
    .values([...new Set(programIds)].map((programId) => owned(tenant, { userId, programId })))
    .onConflictDoNothing();
}
