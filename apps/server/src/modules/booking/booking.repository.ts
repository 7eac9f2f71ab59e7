import { and, eq, gt, lt, ne, type SQL, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { meetingAttendees, meetings } from "./meetings.tables.ts";

/** The live meetings of some people that overlap a window: their busy time. */
export async function findBusy(
  db: Db,
  tenant: Tenant,
  userIds: string[],
  start: Date,
  end: Date,
  excludeMeetingId: string | null = null,
) {
  if (userIds.length === 0) return [];
  const excluding = excludeMeetingId !== null && isUuid(excludeMeetingId);
  // Free slots read it on every call: built once per form (db/prepared.ts).
  const statement = prepared(db, `booking.busy:${excluding ? "excluding" : ""}`, (db) =>
    db
      .select({
        userId: meetingAttendees.userId,
        start: meetingAttendees.startsAt,
        end: meetingAttendees.endsAt,
      })
      .from(meetingAttendees)
      .where(
        scopedAs(
          meetingAttendees,
          anyOf(meetingAttendees.userId, "userIds"),
          eq(meetingAttendees.active, true),
          lt(meetingAttendees.startsAt, placeholder("end")),
          gt(meetingAttendees.endsAt, placeholder("start")),
          excluding ? ne(meetingAttendees.meetingId, placeholder("excludeMeetingId")) : undefined,
        ),
      ),
  );
  return statement.execute({
    tenant: tenant.id,
    userIds,
    end: end.toISOString(),
    start: start.toISOString(),
    excludeMeetingId,
  });
}

export type NewMeeting = Omit<typeof meetings.$inferInsert, "id" | "incubatorId" | "createdAt" | "updatedAt">;

/** Inserts a meeting and its attendees, in the caller's transaction. */
export async function insertMeeting(
  db: Db,
  tenant: Tenant,
  meeting: NewMeeting,
  attendees: { userId: string; isHost: boolean }[],
) {
  const [row] = await db.insert(meetings).values(owned(tenant, meeting)).returning();
  if (!row) throw new Error("insert returned no row");
  await db.insert(meetingAttendees).values(
    attendees.map((a) =>
      owned(tenant, {
        meetingId: row.id,
        userId: a.userId,
        isHost: a.isHost,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      }),
    ),
  );
  return row;
}

export async function findMeeting(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(meetings)
    .where(scoped(meetings, tenant, eq(meetings.id, id)))
    .for("update");
  return row ?? null;
}

export async function findAttendees(db: Db, tenant: Tenant, meetingId: string) {
  return db
    .select({ userId: meetingAttendees.userId, isHost: meetingAttendees.isHost })
    .from(meetingAttendees)
    .where(scoped(meetingAttendees, tenant, eq(meetingAttendees.meetingId, meetingId)));
}

/** Cancels a meeting: frees its hosts' time, raises its SEQUENCE. */
export async function cancelMeetingRow(db: Db, tenant: Tenant, meeting: MeetingRow, now: Date) {
  const [row] = await db
    .update(meetings)
    .set({ status: "cancelled", sequence: meeting.sequence + 1, updatedAt: now })
    .where(scoped(meetings, tenant, eq(meetings.id, meeting.id)))
    .returning();
  await db
    .update(meetingAttendees)
    .set({ active: false })
    .where(scoped(meetingAttendees, tenant, eq(meetingAttendees.meetingId, meeting.id)));
  return row;
}

/** Moves a meeting and its attendees' time; SEQUENCE rises. `description` undefined keeps it. */
export async function moveMeetingRow(
  db: Db,
  tenant: Tenant,
  meeting: MeetingRow,
  startsAt: Date,
  endsAt: Date,
  description: string | null | undefined,
  now: Date,
) {
  const [row] = await db
    .update(meetings)
    .set({
      startsAt,
      endsAt,
      sequence: meeting.sequence + 1,
      updatedAt: now,
      ...(description === undefined ? {} : { description }),
    })
    .where(scoped(meetings, tenant, eq(meetings.id, meeting.id)))
    .returning();
  await db
    .update(meetingAttendees)
    .set({ startsAt, endsAt })
    .where(scoped(meetingAttendees, tenant, eq(meetingAttendees.meetingId, meeting.id)));
  return row;
}

/** The attendees of some meetings. */
export async function findAttendeesOf(db: Db, tenant: Tenant, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  // The calendar's attendees (hundreds of ids): built once (db/prepared.ts).
  const statement = prepared(db, "booking.attendeesOf", (db) =>
    db
      .select({
        meetingId: meetingAttendees.meetingId,
        userId: meetingAttendees.userId,
        isHost: meetingAttendees.isHost,
      })
      .from(meetingAttendees)
      .where(scopedAs(meetingAttendees, anyOf(meetingAttendees.meetingId, "meetingIds"))),
  );
  return statement.execute({ tenant: tenant.id, meetingIds });
}

/** Meetings with their attendees: the join of the calendar and the hours balances. */
const withAttendees = eq(meetingAttendees.meetingId, meetings.id);

/** Live (not cancelled) meetings of the tenant (a prepared statement's), and more conditions. */
const liveMeetings = (...conditions: (SQL | undefined)[]) =>
  scopedAs(meetings, ne(meetings.status, "cancelled"), ...conditions);

/** The live meetings of some people overlapping [start, end), soonest first. */
export async function findMeetingsOf(db: Db, tenant: Tenant, userIds: string[], start: Date, end: Date) {
  const valid = userIds.filter(isUuid);
  if (valid.length === 0) return [];
  // The calendar's meetings: built once (db/prepared.ts).
  const statement = prepared(db, "booking.meetingsOf", (db) =>
    db
      .selectDistinct({ meeting: meetings })
      .from(meetings)
      .innerJoin(meetingAttendees, withAttendees)
      .where(
        liveMeetings(
          anyOf(meetingAttendees.userId, "userIds"),
          lt(meetings.startsAt, placeholder("end")),
          gt(meetings.endsAt, placeholder("start")),
        ),
      )
      .orderBy(meetings.startsAt, meetings.id)
      .limit(1000),
  );
  const rows = await statement.execute({
    tenant: tenant.id,
    userIds: valid,
    end: end.toISOString(),
    start: start.toISOString(),
  });
  return rows.map((r) => r.meeting);
}

export async function findMeetingById(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(meetings)
    .where(scoped(meetings, tenant, eq(meetings.id, id)));
  return row ?? null;
}

/**
 * The minutes still to come: the debited minutes of the startups' live meetings that are
 * not over yet, per startup and host.
 */
export async function findPendingMinutes(db: Db, tenant: Tenant, startupIds: string[], now: Date) {
  if (startupIds.length === 0) return [];
  // The portfolio's hours balances: built once (db/prepared.ts).
  const statement = prepared(db, "booking.pendingMinutes", (db) =>
    db
      .select({
        startupId: meetings.startupId,
        userId: meetingAttendees.userId,
        minutes: sum(meetings.debitedMinutes).mapWith(Number),
      })
      .from(meetings)
      .innerJoin(meetingAttendees, withAttendees)
      .where(
        liveMeetings(
          anyOf(meetings.startupId, "startupIds"),
          gt(meetings.endsAt, placeholder("now")),
          and(eq(meetingAttendees.isHost, true), gt(meetings.debitedMinutes, 0)),
        ),
      )
      .groupBy(meetings.startupId, meetingAttendees.userId),
  );
  return statement.execute({ tenant: tenant.id, startupIds, now: now.toISOString() });
}

export type MeetingRow = typeof meetings.$inferSelect;
