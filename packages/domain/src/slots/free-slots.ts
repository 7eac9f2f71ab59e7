/**
 * Free slots, per host and overlapping. Pure: the clock (`now`) is passed in.
 *
 * Rules:
 * - A host's free time = weekly hours expanded per local date in the host's zone, with date
 *   overrides applied, minus busy time, adjacent intervals merged (issue 6 "Free intervals";
 *   spec-2 §5 and spec-1 §9 "adjacent free intervals are merged").
 * - The first start in each free interval is rounded up to the next multiple of 5 minutes, then
 *   starts step by the increment (increment.ts) while the whole slot fits in the interval
 *   (spec-2 §5 "Slot starts are rounded up to the next 5 minutes"; spec-1 §5 "Offered slots
 *   must last at least the … meeting duration"). The grid depends on the free time only, so the
 *   query window, the notice and the event boundaries remove slots but never shift the others.
 * - No slot starts before now + the minimum notice (spec-2 §3 minimumNoticeHours; the larger of
 *   the query's and the host's; for overlapping hosts the largest of all).
 * - No slot before today (spec-1 §2, §5): today is the booker's, whose calendar shows the days;
 *   now ≥ the start of today in every zone, so the notice rule already enforces it. The
 *   booker's zone decides only the day a slot is listed under (slotsByLocalDate).
 * - A slot lies entirely within the event's boundaries when there are any (spec-1 §5 "Dates
 *   are limited to event boundaries when given"). The query window {start, end} selects slots
 *   by their start, as a calendar does.
 * - No duplicates: a host listed twice counts once, and free intervals are merged before the
 *   grid is laid, so no two slots share a start.
 * - Per host: each host's own slots. Overlapping: only time free for every host, each slot
 *   listing every host (spec-2 §3 "Overlapping variant also returns customerIds").
 */

import { slotIncrementMinutes } from "./increment.ts";
import { intersectIntervals, mergeIntervals, subtractIntervals, type UtcInterval } from "./intervals.ts";
import { DAY_MS, type EpochMs, type LocalDate, MINUTE_MS, type OffsetMemo, utcToZoned } from "./time-zone.ts";
import { type DateOverride, expandWeeklyHours, type WeeklyRange } from "./weekly-hours.ts";

export type HostAvailability = {
  hostId: string;
  /** IANA zone the weekly hours and overrides are written in. */
  timeZone: string;
  weeklyHours: readonly WeeklyRange[];
  overrides?: readonly DateOverride[];
  /** Meetings and external calendar events, in any order, overlapping or not. */
  busy?: readonly UtcInterval[];
  minimumNoticeHours?: number;
};

export type SlotQuery = {
  now: EpochMs;
  /** Slots whose start falls in [start, end). */
  window: UtcInterval;
  durationMinutes: number;
  incrementMinutes?: number | null;
  minimumNoticeHours?: number;
  eventBoundaries?: UtcInterval;
};

/** `hostIds` is one frozen array shared by the slots of a call. */
export type Slot = { start: EpochMs; end: EpochMs; hostIds: readonly string[] };
export type HostSlots = { hostId: string; slots: Slot[] };

const FIVE_MINUTES_MS = 5 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The host's free time on every local date the window touches (may reach past the window). */
export function hostFreeIntervals(
  host: HostAvailability,
  window: UtcInterval,
  offsetMemo: OffsetMemo = new Map(),
): UtcInterval[] {
  if (window.end <= window.start) return [];
  // One extra day each side, so that free time running across the window's edge keeps its start.
  const hours = expandWeeklyHours({
    timeZone: host.timeZone,
    weeklyHours: host.weeklyHours,
    overrides: host.overrides,
    fromDate: utcToZoned(window.start - DAY_MS, host.timeZone).date,
    toDate: utcToZoned(window.end + DAY_MS, host.timeZone).date,
    offsetMemo,
  });
  return subtractIntervals(hours, host.busy ?? []);
}

function uniqueHosts(hosts: readonly HostAvailability[]): HostAvailability[] {
  const seen = new Set<string>();
  return hosts.filter((host) => !seen.has(host.hostId) && seen.add(host.hostId));
}

/** Slot starts on the grid of each free interval (merged first), within the query's limits. */
export function slotsInIntervals(
  free: readonly UtcInterval[],
  query: SlotQuery,
  hostIds: readonly string[],
  noticeHours = query.minimumNoticeHours ?? 0,
): Slot[] {
  const duration = query.durationMinutes * MINUTE_MS;
  const step = slotIncrementMinutes(query.durationMinutes, query.incrementMinutes) * MINUTE_MS;
  const earliest = Math.max(
    query.now + noticeHours * HOUR_MS,
    query.window.start,
    query.eventBoundaries?.start ?? -Infinity,
  );
  const latestEnd = query.eventBoundaries?.end ?? Infinity;
  const ids = Object.freeze([...hostIds]);
  const slots: Slot[] = [];
  for (const interval of mergeIntervals(free)) {
    let start = Math.ceil(interval.start / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
    if (start < earliest) start += Math.ceil((earliest - start) / step) * step;
    const lastEnd = Math.min(interval.end, latestEnd);
    for (; start + duration <= lastEnd && start < query.window.end; start += step) {
      slots.push({ start, end: start + duration, hostIds: ids });
    }
  }
  return slots;
}

const noticeOf = (query: SlotQuery, hosts: readonly HostAvailability[]) =>
  Math.max(query.minimumNoticeHours ?? 0, ...hosts.map((host) => host.minimumNoticeHours ?? 0));

/** Each host's own slots, in the order the hosts were given. */
export function freeSlotsPerHost(hosts: readonly HostAvailability[], query: SlotQuery): HostSlots[] {
  const memo: OffsetMemo = new Map();
  return uniqueHosts(hosts).map((host) => ({
    hostId: host.hostId,
    slots: slotsInIntervals(
      hostFreeIntervals(host, query.window, memo),
      query,
      [host.hostId],
      noticeOf(query, [host]),
    ),
  }));
}

/** Slots when every host is free at once; each lists every host. */
export function overlappingFreeSlots(hosts: readonly HostAvailability[], query: SlotQuery): Slot[] {
  const unique = uniqueHosts(hosts);
  if (unique.length === 0) return [];
  const memo: OffsetMemo = new Map();
  const free = intersectIntervals(unique.map((host) => hostFreeIntervals(host, query.window, memo)));
  return slotsInIntervals(
    free,
    query,
    unique.map((host) => host.hostId),
    noticeOf(query, unique),
  );
}

/** Slots grouped under the local date (in the booker's zone) they start on, dates ascending. */
export function slotsByLocalDate(
  slots: readonly Slot[],
  timeZone: string,
): { date: LocalDate; slots: Slot[] }[] {
  const days = new Map<LocalDate, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const date = utcToZoned(slot.start, timeZone).date;
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
