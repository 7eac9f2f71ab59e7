import { displayRoleLabel, type HostAvailability, userCategory, type Weekday } from "@launchpad/domain";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { coachingSettingsOf, overridesOf, weeklyHoursOf } from "../availability/index.ts";
import type { ExternalBusy } from "../calendar-feed/index.ts";
import { incubatorOf } from "../incubator/index.ts";
import { connectionsWith } from "../startups/index.ts";
import { type Person, peopleByIds } from "../users/index.ts";
import { findBusy } from "./booking.repository.ts";

/**
 * The hosts of a booking as the slot engine sees them (weekly hours, overrides, busy time
 * from their live meetings), their coaching settings, and the hours a startup has left
 * with them. Shared by the free-slot queries and the booking itself.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

const DAY_MS = 86_400_000;

/** A host (or any person of a meeting): the user and their role. */
export type Host = Person;

export async function hostsOf(ctx: Ctx, ids: readonly string[]): Promise<Host[]> {
  const unique = [...new Set(ids)];
  const rows = await peopleByIds(ctx, unique);
  if (rows.length !== unique.length) throw new NotFoundError("Host");
  return unique.map((id) => rows.find((r) => r.user.id === id) as Host);
}

export const settingsOf = (host: Host) => coachingSettingsOf(host.user);
export const locationsOf = (host: Host) => {
  const location = settingsOf(host).defaultMeetingLocation;
  return location ? [location] : [];
};

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The engine's view of the hosts over a window (±1 day for the zones): busy time is their
 * live meetings (but `excludeMeetingId`, the one being rescheduled) and their external
 * calendars' events (read beforehand, see external-busy.ts).
 */
export async function availabilities(
  db: Db,
  ctx: Ctx,
  hosts: Host[],
  startMs: number,
  endMs: number,
  options: { external?: ExternalBusy; excludeMeetingId?: string | null } = {},
) {
  const ids = hosts.map((h) => h.user.id);
  const [weekly, overrides, busy] = await Promise.all([
    weeklyHoursOf({ db, tenant: ctx.tenant }, ids),
    overridesOf({ db, tenant: ctx.tenant }, ids, isoDate(startMs - DAY_MS), isoDate(endMs + 2 * DAY_MS)),
    findBusy(
      db,
      ctx.tenant,
      ids,
      new Date(startMs - DAY_MS),
      new Date(endMs + DAY_MS),
      options.excludeMeetingId ?? null,
    ),
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
      busy: [
        ...busy
          .filter((b) => b.userId === host.user.id)
          .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
        ...(options.external?.get(host.user.id) ?? []),
      ],
      minimumNoticeHours: settingsOf(host).minimumNoticeHours,
    }),
  );
}

/** Hour allocation applies to licensed-employee hosts (spec-2 §5), not to mentors and experts. */
export const allocationApplies = (host: Host) => userCategory(host.role.type) === "employee";

/**
 * The organisation's booking restrictions, a startup's connections with the hosts, and the
 * minutes it still has with them: the smallest remainder over the licensed-employee hosts
 * when the organisation requires hour allocation (null: no limit).
 */
export async function remainingMinutes(ctx: Ctx, startupId: string | null | undefined, hosts: Host[]) {
  const incubator = await incubatorOf(ctx);
  const rules = incubator?.hoursAllocationSettings ?? {
    requireConnection: false,
    requireHoursAllocation: false,
  };
  if (!startupId) return { rules, connections: [], remaining: null as number | null };
  const connections = await connectionsWith(
    ctx,
    startupId,
    hosts.map((h) => h.user.id),
  );
  const counted = hosts.filter(allocationApplies).map((h) => h.user.id);
  if (!rules.requireHoursAllocation || counted.length === 0) return { rules, connections, remaining: null };
  const left = counted.map((id) => {
    const c = connections.find((x) => x.userId === id);
    return c ? Math.max(0, c.minutesAllocated - c.minutesUsed) : 0;
  });
  return { rules, connections, remaining: Math.min(...left) };
}

/** A person as a meeting or a connection shows them (GraphQL UserCard). */
export type UserCard = ReturnType<typeof userCard>;

export function userCard(row: Host) {
  return {
    id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    fullName: `${row.user.firstName} ${row.user.lastName}`.trim(),
    email: row.user.email,
    timezone: row.user.timezone,
    roleLabel: displayRoleLabel(row.role, false),
    /** The role's type: the web app shows a built-in role's label in the user's language. */
    roleType: row.role.type as string,
    avatar: row.user.avatar,
    headline: row.user.headline,
  };
}
