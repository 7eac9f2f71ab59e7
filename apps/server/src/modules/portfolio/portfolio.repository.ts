import { and, asc, count, eq, gt, ilike, inArray, ne, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  meetingAttendees,
  meetings,
  programStartups,
  programs,
  startupAssignments,
  startupMembers,
  startups,
  users,
} from "../../db/schema/index.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** A page of startups by name; `ids` limits them (undefined = every startup). */
export async function listPortfolio(
  db: Db,
  tenant: Tenant,
  options: { search?: string; ids?: string[]; offset: number; limit: number },
) {
  if (options.ids?.length === 0) return { total: 0, rows: [] };
  const conditions: SQL[] = [];
  if (options.search) conditions.push(ilike(startups.name, containsPattern(options.search)));
  if (options.ids) conditions.push(inArray(startups.id, options.ids));
  const where = scoped(startups, tenant, ...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(startups)
      .where(where)
      .orderBy(asc(startups.name), asc(startups.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ n: count() }).from(startups).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findStartup(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(startups)
    .where(scoped(startups, tenant, eq(startups.id, id)));
  return row ?? null;
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

export async function findPrograms(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  return db
    .select({ startupId: programStartups.startupId, id: programs.id, name: programs.name })
    .from(programStartups)
    .innerJoin(programs, eq(programs.id, programStartups.programId))
    .where(scoped(programStartups, tenant, inArray(programStartups.startupId, startupIds)))
    .orderBy(asc(programs.name));
}

/** The connections of some startups (their assigned users, not deleted). */
export async function findConnectionsOf(db: Db, tenant: Tenant, startupIds: string[]) {
  if (startupIds.length === 0) return [];
  return db
    .select({
      startupId: startupAssignments.startupId,
      userId: startupAssignments.userId,
      minutesAllocated: startupAssignments.minutesAllocated,
      minutesUsed: startupAssignments.minutesUsed,
    })
    .from(startupAssignments)
    .innerJoin(users, eq(users.id, startupAssignments.userId))
    .where(
      scoped(
        startupAssignments,
        tenant,
        inArray(startupAssignments.startupId, startupIds),
        ne(users.status, "deleted"),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/**
 * The minutes still to come: the debited minutes of the startups' live meetings that are
 * not over yet, per startup and host.
 */
export async function findPendingMinutes(db: Db, tenant: Tenant, startupIds: string[], now: Date) {
  if (startupIds.length === 0) return [];
  return db
    .select({
      startupId: meetings.startupId,
      userId: meetingAttendees.userId,
      minutes: sum(meetings.debitedMinutes).mapWith(Number),
    })
    .from(meetings)
    .innerJoin(meetingAttendees, eq(meetingAttendees.meetingId, meetings.id))
    .where(
      scoped(
        meetings,
        tenant,
        inArray(meetings.startupId, startupIds),
        ne(meetings.status, "cancelled"),
        gt(meetings.endsAt, now),
        and(eq(meetingAttendees.isHost, true), gt(meetings.debitedMinutes, 0)),
      ),
    )
    .groupBy(meetings.startupId, meetingAttendees.userId);
}
