import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  meetingAttendees,
  meetings,
  roles,
  startupAssignments,
  startups,
  users,
} from "../../db/schema/index.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export async function findUsersWithRole(db: Db, tenant: Tenant, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(scoped(users, tenant, inArray(users.id, valid), ne(users.status, "deleted")));
}

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
  return db
    .select({
      userId: meetingAttendees.userId,
      start: meetingAttendees.startsAt,
      end: meetingAttendees.endsAt,
    })
    .from(meetingAttendees)
    .where(
      scoped(
        meetingAttendees,
        tenant,
        inArray(meetingAttendees.userId, userIds),
        eq(meetingAttendees.active, true),
        lt(meetingAttendees.startsAt, end),
        gt(meetingAttendees.endsAt, start),
        excludeMeetingId && isUuid(excludeMeetingId)
          ? ne(meetingAttendees.meetingId, excludeMeetingId)
          : undefined,
      ),
    );
}

export async function findConnections(db: Db, tenant: Tenant, startupId: string, hostIds: string[]) {
  if (!isUuid(startupId) || hostIds.length === 0) return [];
  return db
    .select()
    .from(startupAssignments)
    .where(
      scoped(
        startupAssignments,
        tenant,
        eq(startupAssignments.startupId, startupId),
        inArray(startupAssignments.userId, hostIds),
      ),
    );
}

export type NewMeeting = Omit<typeof meetings.$inferInsert, "id" | "incubatorId" | "createdAt" | "updatedAt">;

/** Inserts a meeting, its attendees and debits the connections, in the caller's transaction. */
export async function insertMeeting(
  db: Db,
  tenant: Tenant,
  meeting: NewMeeting,
  attendees: { userId: string; isHost: boolean }[],
  debit: { startupId: string; hostIds: string[]; minutes: number } | null,
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
  if (debit) {
    await db
      .update(startupAssignments)
      .set({ minutesUsed: sql`${startupAssignments.minutesUsed} + ${debit.minutes}` })
      .where(
        scoped(
          startupAssignments,
          tenant,
          and(
            eq(startupAssignments.startupId, debit.startupId),
            inArray(startupAssignments.userId, debit.hostIds),
          ),
        ),
      );
  }
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

/** Cancels a meeting: frees its hosts' time, raises its SEQUENCE, gives the minutes back. */
export async function cancelMeetingRow(
  db: Db,
  tenant: Tenant,
  meeting: typeof meetings.$inferSelect,
  hostIds: string[],
) {
  const [row] = await db
    .update(meetings)
    .set({ status: "cancelled", sequence: meeting.sequence + 1, updatedAt: new Date() })
    .where(scoped(meetings, tenant, eq(meetings.id, meeting.id)))
    .returning();
  await db
    .update(meetingAttendees)
    .set({ active: false })
    .where(scoped(meetingAttendees, tenant, eq(meetingAttendees.meetingId, meeting.id)));
  if (meeting.startupId && meeting.debitedMinutes > 0 && hostIds.length > 0) {
    await db
      .update(startupAssignments)
      .set({ minutesUsed: sql`greatest(${startupAssignments.minutesUsed} - ${meeting.debitedMinutes}, 0)` })
      .where(
        scoped(
          startupAssignments,
          tenant,
          and(
            eq(startupAssignments.startupId, meeting.startupId),
            inArray(startupAssignments.userId, hostIds),
          ),
        ),
      );
  }
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
) {
  const [row] = await db
    .update(meetings)
    .set({
      startsAt,
      endsAt,
      sequence: meeting.sequence + 1,
      updatedAt: new Date(),
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
  return db
    .select({
      meetingId: meetingAttendees.meetingId,
      userId: meetingAttendees.userId,
      isHost: meetingAttendees.isHost,
    })
    .from(meetingAttendees)
    .where(scoped(meetingAttendees, tenant, inArray(meetingAttendees.meetingId, meetingIds)));
}

/** The live meetings of some people overlapping [start, end), soonest first. */
export async function findMeetingsOf(db: Db, tenant: Tenant, userIds: string[], start: Date, end: Date) {
  const valid = userIds.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .selectDistinct({ meeting: meetings })
    .from(meetings)
    .innerJoin(meetingAttendees, eq(meetingAttendees.meetingId, meetings.id))
    .where(
      scoped(
        meetings,
        tenant,
        inArray(meetingAttendees.userId, valid),
        ne(meetings.status, "cancelled"),
        lt(meetings.startsAt, end),
        gt(meetings.endsAt, start),
      ),
    )
    .orderBy(meetings.startsAt, meetings.id)
    .limit(1000)
    .then((rows) => rows.map((r) => r.meeting));
}

export async function findMeetingById(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(meetings)
    .where(scoped(meetings, tenant, eq(meetings.id, id)));
  return row ?? null;
}

export async function findStartupNames(db: Db, tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(scoped(startups, tenant, inArray(startups.id, ids)));
}

export type MeetingRow = typeof meetings.$inferSelect;
