import { asc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { availabilityOverrides, type MinuteRange, weeklyAvailability } from "./availability.tables.ts";

export type WeeklyRangeRow = { weekday: number; startMinute: number; endMinute: number };
export type OverrideRow = { date: string; ranges: MinuteRange[] };

export async function findWeeklyHours(db: Db, tenant: Tenant, userIds: string[]) {
  if (userIds.length === 0) return [];
  // Free slots read these on every call: built once (db/prepared.ts).
  const statement = prepared(db, "availability.weeklyHours", (db) =>
    db
      .select({
        userId: weeklyAvailability.userId,
        weekday: weeklyAvailability.weekday,
        startMinute: weeklyAvailability.startMinute,
        endMinute: weeklyAvailability.endMinute,
      })
      .from(weeklyAvailability)
      .where(scopedAs(weeklyAvailability, anyOf(weeklyAvailability.userId, "userIds")))
      .orderBy(asc(weeklyAvailability.weekday), asc(weeklyAvailability.startMinute)),
  );
  return statement.execute({ tenant: tenant.id, userIds });
}

/** Overrides of some hosts, optionally only those from a date on (YYYY-MM-DD). */
export async function findOverrides(db: Db, tenant: Tenant, userIds: string[], from?: string, to?: string) {
  if (userIds.length === 0) return [];
  // One statement per bound given (db/prepared.ts), the dates filled at execution.
  const statement = prepared(db, `availability.overrides:${from ? "from" : ""}:${to ? "to" : ""}`, (db) =>
    db
      .select({
        userId: availabilityOverrides.userId,
        date: availabilityOverrides.date,
        ranges: availabilityOverrides.ranges,
      })
      .from(availabilityOverrides)
      .where(
        scopedAs(
          availabilityOverrides,
          anyOf(availabilityOverrides.userId, "userIds"),
          from ? gte(availabilityOverrides.date, placeholder("from")) : undefined,
          to ? lt(availabilityOverrides.date, placeholder("to")) : undefined,
        ),
      )
      .orderBy(asc(availabilityOverrides.date)),
  );
  return statement.execute({ tenant: tenant.id, userIds, from, to });
}

/** Replaces a host's weekly hours and date overrides (in the caller's transaction). */
export async function replaceHours(
  db: Db,
  tenant: Tenant,
  userId: string,
  values: { weeklyHours: WeeklyRangeRow[]; overrides: OverrideRow[] },
) {
  await db
    .delete(weeklyAvailability)
    .where(scoped(weeklyAvailability, tenant, eq(weeklyAvailability.userId, userId)));
  if (values.weeklyHours.length > 0) {
    await db
      .insert(weeklyAvailability)
      .values(values.weeklyHours.map((h) => owned(tenant, { ...h, userId })));
  }
  await db
    .delete(availabilityOverrides)
    .where(scoped(availabilityOverrides, tenant, eq(availabilityOverrides.userId, userId)));
  if (values.overrides.length > 0) {
    await db
      .insert(availabilityOverrides)
      .values(values.overrides.map((o) => owned(tenant, { ...o, userId })));
  }
}
