import { freeSlotsPerHost, type HostAvailability, overlappingFreeSlots } from "@launchpad/domain";
import { z } from "zod";
import { ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { externalBusy } from "../calendar-feed/index.ts";
import { peopleByIds } from "../users/index.ts";
import type { SlotContext } from "./booking-context.ts";
import {
  availabilities,
  hostsOf,
  locationsOf,
  remainingMinutes,
  settingsOf,
  userCard,
} from "./booking-hosts.ts";
import { reschedulableMeetingId } from "./calendar.service.ts";

/**
 * The free-slot queries (spec: GetFreeSlotsByCustomerIds, FreeSlotsOverlappingByCustomerIds),
 * the hosts' coaching settings and user cards. Times on the wire are seconds.
 */
type Ctx = SlotContext;

const YEAR_SECONDS = 366 * 24 * 3600;

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
  excludeEventId: z.string().nullish(),
});

/** The hosts' engine view over the query's window: meetings (but the excluded one) and external calendars. */
async function hostsAndAvailability(ctx: Ctx, q: z.infer<typeof slotsQuerySchema>) {
  const hosts = await hostsOf(ctx, q.customerIds);
  const excludeMeetingId = await reschedulableMeetingId(ctx, q.excludeEventId);
  const window = { start: q.interval.start * 1000, end: q.interval.end * 1000 };
  const external = await externalBusy(ctx, hosts, window.start, window.end);
  const all = await availabilities(ctx.db, ctx, hosts, window.start, window.end, {
    external,
    excludeMeetingId,
  });
  return { hosts, window, all };
}

const toSeconds = (slot: { start: number; end: number }) => ({
  start: Math.floor(slot.start / 1000),
  end: Math.floor(slot.end / 1000),
});

export async function freeSlots(ctx: Ctx, input: unknown) {
  const q = parseInput(slotsQuerySchema, input);
  const { hosts, window, all } = await hostsAndAvailability(ctx, q);
  return hosts.map((host, i) => {
    const [own] = freeSlotsPerHost([all[i] as HostAvailability], {
      now: ctx.clock.now().getTime(),
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
  const { hosts, window, all } = await hostsAndAvailability(ctx, q);
  const slots = overlappingFreeSlots(all, {
    now: ctx.clock.now().getTime(),
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

export async function coachingSettings(
  ctx: Ctx,
  userIds: readonly string[],
  startupId: string | null | undefined,
) {
  const hosts = await hostsOf(ctx, userIds);
  return Promise.all(
    hosts.map(async (host) => {
      const s = settingsOf(host);
      const { remaining } = await remainingMinutes(ctx, startupId, [host]);
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

export async function usersByIds(ctx: Ctx, ids: readonly string[]) {
  if (ids.length > 100) throw new ValidationError({ ids: "At most 100 users" });
  const rows = await peopleByIds(ctx, [...new Set(ids)]);
  return rows.map(userCard);
}
