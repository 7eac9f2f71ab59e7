import { randomUUID } from "node:crypto";
import {
  displayRoleLabel,
  freeSlotsPerHost,
  type HostAvailability,
  overlappingFreeSlots,
  type Weekday,
} from "@launchpad/domain";
import { z } from "zod";
import { type Db, inTransaction } from "../../db/client.ts";
import type { RoleRow, UserRow } from "../../db/schema/index.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import {
  AppError,
  AuthenticationRequiredError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { findOverrides, findWeeklyHours } from "../availability/availability.repository.ts";
import { DEFAULT_COACHING_SETTINGS } from "../availability/availability.service.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { meetingTime, renderEmail } from "../mail/templates.ts";
import {
  findBusy,
  findConnections,
  findUsersWithRole,
  insertMeeting,
  insertNotifications,
} from "./booking.repository.ts";
import { meetingIcs } from "./ics.ts";

/**
 * Free slots and booking (issue 6). Slots come from the pure engine (packages/domain
 * slots) fed with each host's weekly hours, overrides and busy time (their live meetings).
 * A booking re-checks the slot against fresh data inside its transaction, and the database
 * refuses overlapping meetings of one host (exclusion constraint), so of concurrent
 * bookings of one slot exactly one succeeds; the others get ConflictError.
 */
type Ctx = GraphQLContext;

const SLOT_TAKEN = "This time slot is no longer available";
const YEAR_SECONDS = 366 * 24 * 3600;
const DAY_MS = 86_400_000;

const intervalSchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((i) => i.end > i.start, { message: "The end must be after the start", path: ["end"] })
  .refine((i) => i.end - i.start <= YEAR_SECONDS, {
    message: "The interval is longer than a year",
    path: ["end"],
  });
const slotsQuerySchema = z.object({
  customerIds: z.array(z.string()).min(1, "Give at least one host").max(20, "At most 20 hosts"),
  interval: intervalSchema,
  durationInMinutes: z.number().int().min(5, "At least 5 minutes").max(480, "At most 8 hours"),
});

type Host = { user: UserRow; role: RoleRow };

async function hostsOf(ctx: Ctx, ids: readonly string[]): Promise<Host[]> {
  const unique = [...new Set(ids)];
  const rows = await findUsersWithRole(ctx.db, ctx.tenant, unique);
  if (rows.length !== unique.length) throw new NotFoundError("Host");
  return unique.map((id) => rows.find((r) => r.user.id === id) as Host);
}

const settingsOf = (host: Host) => host.user.coachingMeetingSettings ?? DEFAULT_COACHING_SETTINGS;
const locationsOf = (host: Host) => {
  const location = settingsOf(host).defaultMeetingLocation;
  return location ? [location] : [];
};

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The engine's view of the hosts over a window (±1 day for the zones). */
async function availabilities(db: Db, ctx: Ctx, hosts: Host[], startMs: number, endMs: number) {
  const ids = hosts.map((h) => h.user.id);
  const [weekly, overrides, busy] = await Promise.all([
    findWeeklyHours(db, ctx.tenant, ids),
    findOverrides(db, ctx.tenant, ids, isoDate(startMs - DAY_MS), isoDate(endMs + 2 * DAY_MS)),
    findBusy(db, ctx.tenant, ids, new Date(startMs - DAY_MS), new Date(endMs + DAY_MS)),
  ]);
  return hosts.map(
    (host): HostAvailability => ({
      hostId: host.user.id,
      timeZone: host.user.timezone,
      weeklyHours: weekly
        .filter((w) => w.userId === host.user.id)
        .map((w) => ({ weekday: w.weekday as Weekday, startMinute: w.startMinute, endMinute: w.endMinute })),
      overrides: overrides
        .filter((o) => o.userId === host.user.id)
        .map((o) => ({ date: o.date, ranges: o.ranges })),
      busy: busy
        .filter((b) => b.userId === host.user.id)
        .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
      minimumNoticeHours: settingsOf(host).minimumNoticeHours,
    }),
  );
}

const toSeconds = (slot: { start: number; end: number }) => ({
  start: Math.floor(slot.start / 1000),
  end: Math.floor(slot.end / 1000),
});

export async function freeSlots(ctx: Ctx, input: unknown) {
  const q = parseInput(slotsQuerySchema, input);
  const hosts = await hostsOf(ctx, q.customerIds);
  const window = { start: q.interval.start * 1000, end: q.interval.end * 1000 };
  const all = await availabilities(ctx.db, ctx, hosts, window.start, window.end);
  return hosts.map((host, i) => {
    const [own] = freeSlotsPerHost([all[i] as HostAvailability], {
      now: Date.now(),
      window,
      durationMinutes: q.durationInMinutes,
      incrementMinutes: settingsOf(host).timeslotIncrement,
    });
    return {
      customerId: host.user.id,
      slots: (own?.slots ?? []).map(toSeconds),
      supportedLocations: locationsOf(host),
    };
  });
}

export async function freeSlotsOverlapping(ctx: Ctx, input: unknown) {
  const q = parseInput(slotsQuerySchema, input);
  const hosts = await hostsOf(ctx, q.customerIds);
  const window = { start: q.interval.start * 1000, end: q.interval.end * 1000 };
  const all = await availabilities(ctx.db, ctx, hosts, window.start, window.end);
  const slots = overlappingFreeSlots(all, {
    now: Date.now(),
    window,
    durationMinutes: q.durationInMinutes,
    incrementMinutes: hosts[0] ? settingsOf(hosts[0]).timeslotIncrement : null,
  });
  return {
    customerIds: hosts.map((h) => h.user.id),
    slots: slots.map(toSeconds),
    supportedLocations: [...new Set(hosts.flatMap(locationsOf))],
  };
}

/** The minutes a startup still has with a host, when the organisation requires hour allocation. */
async function remainingMinutes(ctx: Ctx, startupId: string | null | undefined, hostIds: string[]) {
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  const rules = incubator?.hoursAllocationSettings ?? {
    requireConnection: false,
    requireHoursAllocation: false,
  };
  if (!startupId) return { rules, connections: [], remaining: null as number | null };
  const connections = await findConnections(ctx.db, ctx.tenant, startupId, hostIds);
  const remaining = rules.requireHoursAllocation
    ? Math.min(...connections.map((c) => c.minutesAllocated - c.minutesUsed), Number.POSITIVE_INFINITY)
    : null;
  return { rules, connections, remaining: remaining === Number.POSITIVE_INFINITY ? 0 : remaining };
}

export async function coachingSettings(
  ctx: Ctx,
  userIds: readonly string[],
  startupId: string | null | undefined,
) {
  const hosts = await hostsOf(ctx, userIds);
  return Promise.all(
    hosts.map(async (host) => {
      const s = settingsOf(host);
      const { remaining } = await remainingMinutes(ctx, startupId, [host.user.id]);
      return {
        userId: host.user.id,
        ...s,
        availableDurationsInMins: s.availableDurationsInMins.filter(
          (d) => remaining === null || d <= remaining,
        ),
      };
    }),
  );
}

export function userCard(row: Host) {
  return {
    id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    fullName: `${row.user.firstName} ${row.user.lastName}`.trim(),
    email: row.user.email,
    timezone: row.user.timezone,
    roleLabel: displayRoleLabel(row.role, false),
    avatar: row.user.avatar,
    headline: row.user.headline,
  };
}

export async function usersByIds(ctx: Ctx, ids: readonly string[]) {
  if (ids.length > 100) throw new ValidationError({ ids: "At most 100 users" });
  const rows = await findUsersWithRole(ctx.db, ctx.tenant, [...new Set(ids)]);
  return rows.map(userCard);
}

const bookingSchema = z
  .object({
    hostIds: z.array(z.string()).min(1, "Choose a host").max(20),
    start: z.number().int(),
    durationInMinutes: z.number().int().min(5).max(480),
    startupId: z.string().nullish(),
    description: z.string().trim().max(2000, "At most 2000 characters").nullish(),
  })
  .strict();

function restricted(reason: "REQUIRES_CONNECTION" | "INSUFFICIENT_HOUR_ALLOCATION", message: string): never {
  throw new AppError("ForbiddenError", message, { reason });
}

export async function createCalendarEvent(ctx: Ctx, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const b = parseInput(bookingSchema, input);
  const hosts = await hostsOf(ctx, b.hostIds);
  if (hosts.some((h) => h.user.id === ctx.viewer?.id)) {
    throw new ValidationError({ hostIds: "You cannot book a session with yourself" });
  }
  for (const host of hosts) {
    const s = settingsOf(host);
    if (!s.enabled)
      throw new ValidationError({ hostIds: `${userCard(host).fullName} does not take bookings` });
    if (!s.availableDurationsInMins.includes(b.durationInMinutes)) {
      throw new ValidationError({
        durationInMinutes: `${userCard(host).fullName} does not offer ${b.durationInMinutes}-minute meetings`,
      });
    }
  }
  const hostIds = hosts.map((h) => h.user.id);
  const { rules, connections, remaining } = await remainingMinutes(ctx, b.startupId, hostIds);
  if (rules.requireConnection && connections.length < hostIds.length) {
    restricted("REQUIRES_CONNECTION", "Your startup must be connected to this host to book a session");
  }
  if (remaining !== null && remaining < b.durationInMinutes) {
    restricted("INSUFFICIENT_HOUR_ALLOCATION", "Your startup has not enough hours left with this host");
  }
  const start = b.start * 1000;
  const end = start + b.durationInMinutes * 60_000;
  const [booker] = await findUsersWithRole(ctx.db, ctx.tenant, [ctx.viewer.id]);
  if (!booker) throw new AuthenticationRequiredError();
  const organizer = hosts[0] as Host;
  const summary = `${b.durationInMinutes} minute meeting: ${userCard(organizer).fullName} and ${userCard(booker).fullName}`;
  const uid = `${randomUUID()}@launchpad`;
  const meeting = await inTransaction(ctx.db, async (tx) => {
    const fresh = await availabilities(tx, ctx, hosts, start, end);
    const offered = overlappingFreeSlots(fresh, {
      now: Date.now(),
      window: { start, end: start + 1 },
      durationMinutes: b.durationInMinutes,
      incrementMinutes: settingsOf(organizer).timeslotIncrement,
    });
    if (!offered.some((slot) => slot.start === start)) {
      const busy = fresh.some((h) => (h.busy ?? []).some((x) => x.start < end && x.end > start));
      if (busy) throw new ConflictError(SLOT_TAKEN);
      throw new ValidationError({ start: "This time is outside the host's free time" });
    }
    try {
      return await insertMeeting(
        tx,
        ctx.tenant,
        {
          organizerId: organizer.user.id,
          bookerId: booker.user.id,
          startupId: b.startupId ?? null,
          startsAt: new Date(start),
          endsAt: new Date(end),
          status: "confirmed",
          summary,
          description: b.description ?? null,
          location: settingsOf(organizer).defaultMeetingLocation,
          uid,
        },
        [...hostIds.map((userId) => ({ userId, isHost: true })), { userId: booker.user.id, isHost: false }],
        b.startupId && rules.requireHoursAllocation
          ? { startupId: b.startupId, hostIds, minutes: b.durationInMinutes }
          : null,
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new ConflictError(SLOT_TAKEN);
      throw error;
    }
  }).catch((error: unknown) => {
    if (isExclusionViolation(error)) throw new ConflictError(SLOT_TAKEN);
    throw error;
  });
  await insertNotifications(
    ctx.db,
    ctx.tenant,
    hostIds.map((userId) => ({
      userId,
      type: "meetingScheduled",
      payload: { meetingId: meeting.id, bookerId: booker.user.id },
    })),
  );
  const attendees = [...hosts, booker].map(userCard);
  const ics = meetingIcs({
    uid,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary,
    description: meeting.description,
    location: meeting.location,
    organizer: { name: userCard(organizer).fullName, email: organizer.user.email },
    attendees: attendees.map((a) => ({ name: a.fullName, email: a.email })),
  });
  // The meeting is committed: an e-mail that cannot be written or delivered is logged
  // (the mailer records delivery failures in the outbox) and never undoes the booking.
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  const attachments = [
    { filename: "invite.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=REQUEST" },
  ];
  const invite = async (person: Host) => {
    try {
      const email = renderEmail("meetingScheduled", person.user.language, person.user.email, {
        organisation: incubator?.name ?? "Launchpad",
        name: person.user.firstName,
        booker: userCard(booker).fullName,
        with: hosts.map((h) => userCard(h).fullName).join(", "),
        when: meetingTime(meeting.startsAt, person.user.language, person.user.timezone),
        location: meeting.location ?? "—",
        link: `${ctx.request.origin}/calendar`,
      });
      await ctx.mailer.send(ctx.db, ctx.tenant, { ...email, attachments });
    } catch (error) {
      ctx.log.error({ err: error, to: person.user.email }, "meeting e-mail failed");
    }
  };
  await Promise.all([...hosts, booker].map(invite));
  return {
    id: meeting.id,
    ics,
    event: {
      id: meeting.id,
      start: Math.floor(start / 1000),
      end: Math.floor(end / 1000),
      summary,
      description: meeting.description,
      location: meeting.location,
      status: meeting.status,
      sequence: meeting.sequence,
      organizer: userCard(organizer),
      attendees,
    },
  };
}

/** PostgreSQL's exclusion_violation (23P01), however the driver wraps it. */
function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23P01") return true;
  }
  return false;
}
