import { FEED_ERRORS, FeedError } from "../calendar-feed.errors.ts";
import { DAY_MS, type FeedTime, toUtc } from "./feed-time.ts";
import type { FeedEvent, ParsedFeed } from "./parse-feed.ts";
import { ruleStarts, type StepBudget } from "./recurrence.ts";

/**
 * A parsed feed's busy time within [windowStart, windowEnd) for a host in `zone` (issue 6):
 * - an event's occurrences are DTSTART, its RRULEs' and its RDATEs', less its EXDATEs and the
 *   instances replaced by a RECURRENCE-ID of the same UID (the replacement counts on its own,
 *   when busy); an RRULE is walked only up to the window's end;
 * - a timed occurrence lasts DTEND − DTSTART exactly (RFC 5545 §3.8.5.3), or DURATION
 *   (days on the wall clock, then exact time), or nothing; an all-day one covers whole local
 *   days of the host (one day by default), DST included;
 * - transparent and cancelled events block nothing; zero-length occurrences neither;
 * - intervals are clipped to the window, sorted, not merged;
 * - limits: `maxPerEvent` occurrences of one event in the window, `maxTotal` intervals and
 *   `maxSteps` iterator steps in all; past one, FeedError "too many repeating events" (a feed
 *   cut short would show its later busy time as free).
 */

export type FeedBusy = { start: number; end: number };
export type ExpandLimits = { maxPerEvent: number; maxTotal: number; maxSteps: number };
export const EXPAND_LIMITS: ExpandLimits = { maxPerEvent: 5_000, maxTotal: 50_000, maxSteps: 100_000 };

/** Margin between a wall-clock reading and its instant (offsets stay within ±14 h). */
const ZONE_MARGIN_MS = 2 * DAY_MS;

type Run = {
  windowStart: number;
  windowEnd: number;
  zone: string;
  limits: ExpandLimits;
  budget: StepBudget;
  busy: FeedBusy[];
};

function tooComplex(): never {
  throw new FeedError(FEED_ERRORS.tooComplex);
}

/**
 * The end (ms) of an occurrence starting at `occurrence` (= `startMs`), by the event's `end`;
 * `exactMs` is DTEND − DTSTART of a timed event.
 */
function endOf(run: Run, event: FeedEvent, exactMs: number, occurrence: FeedTime, startMs: number): number {
  const end = event.end;
  const shifted = (days: number) => toUtc({ ...occurrence, wall: occurrence.wall + days * DAY_MS }, run.zone);
  if (occurrence.date) {
    const days =
      end.kind === "at"
        ? Math.ceil((end.time.wall - event.start.wall) / DAY_MS)
        : end.kind === "duration"
          ? end.days + Math.ceil(end.ms / DAY_MS)
          : 1;
    return shifted(Math.max(1, days));
  }
  if (end.kind === "at") return startMs + exactMs;
  if (end.kind === "duration") return (end.days ? shifted(end.days) : startMs) + end.ms;
  return startMs;
}

/** How long an occurrence can last at most (to know which starts can still reach the window). */
function longestSpan({ end }: FeedEvent, exactMs: number): number {
  if (end.kind === "at") return Math.abs(exactMs) + DAY_MS;
  if (end.kind === "duration") return Math.abs(end.days) * DAY_MS + Math.abs(end.ms) + DAY_MS;
  return DAY_MS;
}

/** A single event (no RRULE/RDATE) surely outside the window, judged on wall clocks without converting. */
function surelyOutside(run: Run, event: FeedEvent): boolean {
  if (event.rules.length > 0 || event.rdates.length > 0) return false;
  const { start, end } = event;
  if (start.wall >= run.windowEnd + ZONE_MARGIN_MS) return true;
  const endWall =
    end.kind === "at"
      ? Math.max(end.time.wall, start.wall + DAY_MS)
      : end.kind === "duration"
        ? start.wall + Math.max(0, end.days) * DAY_MS + Math.max(0, end.ms) + DAY_MS
        : start.wall + DAY_MS;
  return endWall <= run.windowStart - ZONE_MARGIN_MS;
}

function expandEvent(run: Run, event: FeedEvent, replaced: Set<number> | undefined) {
  if (surelyOutside(run, event)) return;
  const { windowStart, windowEnd, zone } = run;
  const excluded = new Set(event.exdates.map((t) => toUtc(t, zone)));
  const excludedDays = new Set(event.exdates.filter((t) => t.date).map((t) => Math.floor(t.wall / DAY_MS)));
  const exactMs = event.end.kind === "at" ? toUtc(event.end.time, zone) - toUtc(event.start, zone) : 0;
  const span = longestSpan(event, exactMs);
  const seen = new Set<number>();
  const emit = (occurrence: FeedTime, ownEnd: FeedTime | null) => {
    const start = toUtc(occurrence, zone);
    if (start >= windowEnd || seen.has(start) || excluded.has(start) || replaced?.has(start)) return;
    if (!occurrence.date && excludedDays.has(Math.floor(occurrence.wall / DAY_MS))) return;
    const end = ownEnd ? toUtc(ownEnd, zone) : endOf(run, event, exactMs, occurrence, start);
    if (end <= windowStart || end <= start) return;
    seen.add(start);
    if (seen.size > run.limits.maxPerEvent || run.busy.length >= run.limits.maxTotal) tooComplex();
    run.busy.push({ start: Math.max(start, windowStart), end: Math.min(end, windowEnd) });
  };

  emit(event.start, null);
  for (const rdate of event.rdates) emit(rdate.start, rdate.end);
  if (event.recurrenceId) return; // an override is the one instance it replaces

  const fromWall = windowStart - span - ZONE_MARGIN_MS;
  const toWall = windowEnd + ZONE_MARGIN_MS;
  for (const { recur, until } of event.rules) {
    const untilMs = until ? toUtc(until, zone) + (until.date ? DAY_MS : 0) : Number.POSITIVE_INFINITY;
    if (untilMs < windowStart - span) continue;
    for (const wall of ruleStarts(recur, event.start.wall, event.start.date, fromWall, toWall, run.budget)) {
      const occurrence = { ...event.start, wall };
      if (until?.date ? wall >= until.wall + DAY_MS : toUtc(occurrence, zone) > untilMs) break;
      emit(occurrence, null);
    }
  }
}

/** Busy intervals (ms) of the feed within the window, for a host whose IANA zone is `zone`. */
export function expandFeed(
  feed: ParsedFeed,
  windowStart: number,
  windowEnd: number,
  zone: string,
  limits: ExpandLimits = EXPAND_LIMITS,
): FeedBusy[] {
  const run: Run = { windowStart, windowEnd, zone, limits, budget: { steps: limits.maxSteps }, busy: [] };
  if (!(windowEnd > windowStart)) return [];
  const replacedByUid = new Map<string, Set<number>>();
  for (const event of feed.events) {
    if (!event.recurrenceId) continue;
    const set = replacedByUid.get(event.uid) ?? new Set<number>();
    set.add(toUtc(event.recurrenceId, zone));
    replacedByUid.set(event.uid, set);
  }
  for (const event of feed.events) {
    if (!event.busy) continue;
    expandEvent(run, event, event.recurrenceId ? undefined : replacedByUid.get(event.uid));
  }
  return run.busy.sort((a, b) => a.start - b.start || a.end - b.end);
}
