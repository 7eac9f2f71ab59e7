import { asc, eq, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type CoachingMeetingSettings, users } from "./users.tables.ts";

/**
 * People as other modules read them: users by id (booking's hosts and
 * attendees, user cards), the community search (directory), and the scheduling fields a
 * host keeps on their user (availability, the calendar feed's last load).
 */

/** Users (not deleted) by id; unknown ids and non-UUIDs are left out. */
export async function findLiveUsers(db: Db, tenant: Tenant, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  // User cards of the calendar, slots and portfolio: built once (db/prepared.ts).
  const statement = prepared(db, "users.liveByIds", (db) =>
    db
      .select()
      .from(users)
      .where(scopedAs(users, anyOf(users.id, "ids"), ne(users.status, placeholder("deleted")))),
  );
  return statement.execute({ tenant: tenant.id, ids: valid, deleted: "deleted" });
}

/**
 * Users (not deleted) by id, by first then last name (the order of `findNamesInOrder`): one
 * statement where a caller needed the rows and their order (the portfolio's connections).
 */
export async function findLiveUsersByName(db: Db, tenant: Tenant, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const statement = prepared(db, "users.liveByIdsByName", (db) =>
    db
      .select()
      .from(users)
      .where(scopedAs(users, anyOf(users.id, "ids"), ne(users.status, placeholder("deleted"))))
      .orderBy(asc(users.firstName), asc(users.lastName)),
  );
  return statement.execute({ tenant: tenant.id, ids: valid, deleted: "deleted" });
}

/** The profile fields of a user (not deleted) and their zone, or nothing: one narrow statement. */
export async function findProfileFields(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return [];
  const statement = prepared(db, "users.profileFields", (db) =>
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        headline: users.headline,
        bio: users.bio,
        timezone: users.timezone,
      })
      .from(users)
      .where(scopedAs(users, eq(users.id, placeholder("id")), ne(users.status, placeholder("deleted")))),
  );
  return statement.execute({ tenant: tenant.id, id, deleted: "deleted" });
}

/** The names of some users (not deleted), by first and last name. */
export async function findNamesInOrder(db: Db, tenant: Tenant, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const statement = prepared(db, "users.namesInOrder", (db) =>
    db
      .select({ id: users.id, fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
      .from(users)
      .where(scopedAs(users, anyOf(users.id, "ids"), ne(users.status, placeholder("deleted"))))
      .orderBy(asc(users.firstName), asc(users.lastName)),
  );
  return statement.execute({ tenant: tenant.id, ids: valid, deleted: "deleted" });
}

/** Active people of the community holding one of some roles, by name; `ids` limits them. */
export async function findCommunityPage(
  db: Db,
  tenant: Tenant,
  options: { search?: string; ids?: string[]; roleIds: string[]; offset: number; limit: number },
) {
  if (options.ids?.length === 0 || options.roleIds.length === 0) return { total: 0, rows: [] };
  const conditions: SQL[] = [eq(users.status, "active")];
  if (options.search) {
    conditions.push(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(options.search)),
    );
  }
  if (options.ids) conditions.push(inArray(users.id, options.ids));
  conditions.push(inArray(users.roleId, options.roleIds));
  const where = scoped(users, tenant, ...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { total: count?.total ?? 0, rows };
}

export type HostSettings = {
  timezone: string;
  coachingMeetingSettings: CoachingMeetingSettings;
  icsFeedUrl: string | null;
};

/** Saves a host's zone, coaching settings and feed; a new feed's status starts over. */
export async function updateHostSettings(
  db: Db,
  tenant: Tenant,
  userId: string,
  values: HostSettings,
  feedChanged: boolean,
  now: Date,
) {
  await db
    .update(users)
    .set({
      timezone: values.timezone,
      coachingMeetingSettings: values.coachingMeetingSettings,
      icsFeedUrl: values.icsFeedUrl,
      // A new feed has not been read yet: its status starts over.
      ...(feedChanged
        ? { icsFeedStatus: null, icsFeedError: null, icsFeedCheckedAt: null, icsFeedEventCount: null }
        : {}),
      updatedAt: now,
    })
    .where(scoped(users, tenant, eq(users.id, userId)));
}

export type FeedCheck = {
  status: "OK" | "FAILING";
  error: string | null;
  checkedAt: Date;
  /** Left as it was when undefined (a failed load counts no events). */
  eventCount?: number;
};

/** Keeps the outcome of a load of a host's external calendar feed. */
export async function updateFeedCheck(db: Db, tenant: Tenant, userId: string, check: FeedCheck) {
  await db
    .update(users)
    .set({
      icsFeedStatus: check.status,
      icsFeedError: check.error,
      icsFeedCheckedAt: check.checkedAt,
      ...(check.eventCount === undefined ? {} : { icsFeedEventCount: check.eventCount }),
    })
    .where(scoped(users, tenant, eq(users.id, userId)));
}
