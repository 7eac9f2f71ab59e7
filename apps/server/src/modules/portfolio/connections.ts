import type { ServiceContext } from "../../service-context.ts";
import {
  allocationApplies,
  pendingMinutesOfStartups,
  settingsOf,
  type UserCard,
  userCard,
} from "../booking/index.ts";
import { incubatorOf } from "../incubator/index.ts";
import { connectionsOfStartups } from "../startups/index.ts";
import { peopleByIdsByName } from "../users/index.ts";

/**
 * A startup's connections (spec-2 "Connection"): its assigned users with the hours balance
 * of each — allocated, used (meetings over), pending (booked, still to come) and remaining —
 * and the durations a booking could take with them (cut to the remaining minutes when the
 * organisation requires hour allocation and they are a licensed employee, spec-2 §5). Every
 * meeting booked for the startup counts, required or not; the limit is what is optional.
 */
export type StartupConnection = {
  id: string;
  startupId: string;
  assignedUser: UserCard;
  minutesAllocated: number;
  minutesUsed: number;
  minutesPending: number;
  minutesRemaining: number;
  hourAllocationRequired: boolean;
  takesBookings: boolean;
  availableDurationsInMins: number[];
};

export async function connectionsOf(
  ctx: ServiceContext,
  startupIds: string[],
): Promise<Map<string, StartupConnection[]>> {
  const byStartup = new Map<string, StartupConnection[]>(startupIds.map((id) => [id, []]));
  if (startupIds.length === 0) return byStartup;
  const [rows, pending, incubator] = await Promise.all([
    connectionsOfStartups(ctx, startupIds),
    pendingMinutesOfStartups(ctx, startupIds),
    incubatorOf(ctx),
  ]);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  // Each startup's connections by the assigned user's name (deleted users have none): the
  // people come in that order, one statement for the rows and their order (issue 13).
  const people = await peopleByIdsByName(ctx, userIds);
  const order = new Map(people.map((p, i) => [p.user.id, i]));
  rows.sort((a, b) => (order.get(a.userId) ?? -1) - (order.get(b.userId) ?? -1));
  const required = incubator?.hoursAllocationSettings?.requireHoursAllocation ?? false;
  for (const row of rows) {
    const person = people.find((p) => p.user.id === row.userId);
    if (!person) continue;
    const minutesPending = Math.min(
      row.minutesUsed,
      pending.find((p) => p.startupId === row.startupId && p.userId === row.userId)?.minutes ?? 0,
    );
    const minutesRemaining = Math.max(0, row.minutesAllocated - row.minutesUsed);
    const settings = settingsOf(person);
    const limited = required && allocationApplies(person);
    byStartup.get(row.startupId)?.push({
      id: `${row.startupId}:${row.userId}`,
      startupId: row.startupId,
      assignedUser: userCard(person),
      minutesAllocated: row.minutesAllocated,
      minutesUsed: row.minutesUsed - minutesPending,
      minutesPending,
      minutesRemaining,
      hourAllocationRequired: limited,
      takesBookings: settings.enabled,
      availableDurationsInMins: settings.enabled
        ? settings.availableDurationsInMins.filter((d) => !limited || d <= minutesRemaining)
        : [],
    });
  }
  return byStartup;
}
