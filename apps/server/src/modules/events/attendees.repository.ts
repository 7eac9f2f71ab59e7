import { asc, eq, gt, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type AttendeeStatus,
  type EventAttendeeRow,
  incubatorEventAttendees,
  incubatorEvents,
} from "./events.tables.ts";

/** The only file that queries `incubator_event_attendees` (registrations, waitlist, bookings). */

const A = incubatorEventAttendees;

export type AttendeeCounts = { registered: number; waitlisted: number; offered: number; booked: number };
const NONE: AttendeeCounts = { registered: 0, waitlisted: 0, offered: 0, booked: 0 };

export async function countsOf(
  db: Db,
  tenant: Tenant,
  eventIds: string[],
): Promise<Map<string, AttendeeCounts>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: A.eventId, status: A.status, n: sql<number>`count(*)::int` })
    .from(A)
    .where(scoped(A, tenant, inArray(A.eventId, eventIds), ne(A.status, "CANCELLED")))
    .groupBy(A.eventId, A.status);
  const counts = new Map<string, AttendeeCounts>();
  for (const r of rows) {
    const c = counts.get(r.eventId) ?? { ...NONE };
    if (r.status === "REGISTERED") c.registered = r.n;
    else if (r.status === "WAITLISTED") c.waitlisted = r.n;
    else if (r.status === "OFFERED") c.offered = r.n;
    else if (r.status === "BOOKED") c.booked = r.n;
    counts.set(r.eventId, c);
  }
  return counts;
}

export const countsFor = (counts: Map<string, AttendeeCounts>, eventId: string) =>
  counts.get(eventId) ?? NONE;

export async function findAttendee(db: Db, tenant: Tenant, id: string): Promise<EventAttendeeRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(A)
    .where(scoped(A, tenant, eq(A.id, id)));
  return row ?? null;
}

/** A user's live (not cancelled, not a booking) row of a group event. */
export async function findLiveAttendee(db: Db, tenant: Tenant, eventId: string, userId: string) {
  const [row] = await db
    .select()
    .from(A)
    .where(
      scoped(
        A,
        tenant,
        eq(A.eventId, eventId),
        eq(A.userId, userId),
        inArray(A.status, ["REGISTERED", "WAITLISTED", "OFFERED"]),
      ),
    );
  return row ?? null;
}

/** The viewer's rows of some events (latest first per event): live registrations, then bookings. */
export function attendeesOfUser(db: Db, tenant: Tenant, eventIds: string[], userId: string) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(A)
    .where(scoped(A, tenant, inArray(A.eventId, eventIds), eq(A.userId, userId), ne(A.status, "CANCELLED")))
    .orderBy(asc(A.registrationTime));
}

/** An event's attendees who have not cancelled: registered and booked, then the waitlist in order. */
export function attendeesOf(db: Db, tenant: Tenant, eventId: string) {
  return db
    .select()
    .from(A)
    .where(scoped(A, tenant, eq(A.eventId, eventId), ne(A.status, "CANCELLED")))
    .orderBy(
      sql`CASE ${A.status} WHEN 'REGISTERED' THEN 0 WHEN 'BOOKED' THEN 0 WHEN 'OFFERED' THEN 1 ELSE 2 END`,
      asc(sql`coalesce(${A.waitlistedAt}, ${A.registrationTime})`),
      asc(A.id),
    );
}

export type NewAttendee = Omit<typeof A.$inferInsert, "id" | "incubatorId" | "updatedAt">;

export async function insertAttendee(db: Db, tenant: Tenant, values: NewAttendee): Promise<EventAttendeeRow> {
  const [row] = await db.insert(A).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no attendee");
  return row;
}

export async function setAttendee(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Pick<EventAttendeeRow, "status" | "offerExpiresAt" | "cancelledAt" | "registrationTime">>,
  onlyIfStatus?: AttendeeStatus,
) {
  const [row] = await db
    .update(A)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(A, tenant, eq(A.id, id), onlyIfStatus ? eq(A.status, onlyIfStatus) : undefined))
    .returning();
  return row ?? null;
}

/** The first of the waitlist (joined earliest). */
export async function firstWaitlisted(db: Db, tenant: Tenant, eventId: string) {
  const [row] = await db
    .select()
    .from(A)
    .where(scoped(A, tenant, eq(A.eventId, eventId), eq(A.status, "WAITLISTED")))
    .orderBy(asc(A.waitlistedAt), asc(A.id))
    .limit(1);
  return row ?? null;
}

/** A waitlisted user's place (1 = next to be offered a seat). */
export async function waitlistPosition(
  db: Db,
  tenant: Tenant,
  row: EventAttendeeRow,
): Promise<number | null> {
  if (row.status !== "WAITLISTED" || !row.waitlistedAt) return null;
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(A)
    .where(
      scoped(
        A,
        tenant,
        eq(A.eventId, row.eventId),
        eq(A.status, "WAITLISTED"),
        sql`(${A.waitlistedAt}, ${A.id}) < (${row.waitlistedAt.toISOString()}::timestamptz, ${row.id}::uuid)`,
      ),
    );
  return (r?.n ?? 0) + 1;
}

/** Offers past their expiry. */
export function expiredOffers(db: Db, tenant: Tenant, now: Date) {
  return db
    .select({ id: A.id, eventId: A.eventId })
    .from(A)
    .where(scoped(A, tenant, eq(A.status, "OFFERED"), lte(A.offerExpiresAt, now)));
}

/** A one-to-one booking's row, by its meeting. */
export async function findByMeeting(db: Db, tenant: Tenant, meetingId: string) {
  if (!isUuid(meetingId)) return null;
  const [row] = await db
    .select()
    .from(A)
    .where(scoped(A, tenant, eq(A.meetingId, meetingId)));
  return row ?? null;
}

/** Live BOOKED rows of a user for an event (a one-to-one's numberOfSessions). */
export async function countBookings(db: Db, tenant: Tenant, eventId: string, userId: string) {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(A)
    .where(scoped(A, tenant, eq(A.eventId, eventId), eq(A.userId, userId), eq(A.status, "BOOKED")));
  return r?.n ?? 0;
}

/** Published group events some users are registered for, overlapping [start, end). */
export function registrationsInWindow(db: Db, tenant: Tenant, userIds: string[], start: Date, end: Date) {
  const valid = userIds.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select({ attendee: A, event: incubatorEvents })
    .from(A)
    .innerJoin(incubatorEvents, eq(incubatorEvents.id, A.eventId))
    .where(
      scoped(
        A,
        tenant,
        inArray(A.userId, valid),
        eq(A.status, "REGISTERED"),
        eq(incubatorEvents.status, "PUBLISHED"),
        eq(incubatorEvents.eventType, "GROUP"),
        lt(incubatorEvents.startTime, end),
        gt(incubatorEvents.endTime, start),
      ),
    )
    .orderBy(asc(incubatorEvents.startTime));
}
