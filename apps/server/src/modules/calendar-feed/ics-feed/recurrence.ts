import type ICAL from "ical.js";
import { FEED_ERRORS, FeedError } from "../calendar-feed.errors.ts";
import { DAY_MS, icalOfWall } from "./feed-time.ts";

/**
 * The wall-clock starts of one RRULE, from ical.js's iterator, bounded so that a feed cannot
 * hold the server (issue 6):
 * - `budget.steps` counts every step of the iterator, including the inner loop in which
 *   ical.js searches for the next match: a rule like FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 never
 *   matches and would otherwise loop forever inside one `next()`. The only hook for that inner
 *   loop is the iterator's `check_contracting_rules`, which is wrapped here. More than
 *   `MAX_STEPS_BETWEEN` steps between two occurrences also stops (a day of seconds is 86,400).
 * - Without COUNT, the start moves forward by whole periods to just before `fromWall`, so a
 *   daily meeting since 2010 is not walked day by day. Whole periods keep the rule's alignment
 *   (interval, week start, weekdays), so every occurrence after the new start is unchanged;
 *   the new start itself lies before `fromWall`, where the caller ignores occurrences anyway.
 *   MONTHLY moves to the 1st of a month when the days come from BYDAY/BYMONTHDAY, else keeps
 *   its day (up to the 28th); YEARLY (a few steps a year) and rules with COUNT are not moved.
 */

export type StepBudget = { steps: number };

/** Steps without an occurrence before a rule is refused (about 0.1 s of ical.js). */
export const MAX_STEPS_BETWEEN = 10_000;

const FIXED_PERIOD_MS: Partial<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: 60_000,
  HOURLY: 3_600_000,
  DAILY: DAY_MS,
  WEEKLY: 7 * DAY_MS,
};

function movedStart(recur: ICAL.Recur, startWall: number, fromWall: number): number {
  if (recur.count || fromWall <= startWall) return startWall;
  const interval = Math.max(1, recur.interval || 1);
  const fixed = FIXED_PERIOD_MS[recur.freq];
  if (fixed) {
    const period = fixed * interval;
    return startWall + Math.floor((fromWall - startWall - 1) / period) * period; // strictly before fromWall
  }
  const parts = recur.parts;
  if (recur.freq !== "MONTHLY" || parts.BYHOUR || parts.BYMINUTE || parts.BYSECOND) return startWall;
  if (parts.BYWEEKNO || parts.BYYEARDAY) return startWall;
  const start = new Date(startWall);
  const from = new Date(fromWall);
  const daysFromRule = Boolean(parts.BYDAY || parts.BYMONTHDAY);
  if (!daysFromRule && start.getUTCDate() > 28) return startWall;
  const months =
    (from.getUTCFullYear() - start.getUTCFullYear()) * 12 + from.getUTCMonth() - start.getUTCMonth() - 1;
  const k = Math.floor(months / interval);
  if (k <= 0) return startWall;
  return Date.UTC(
    start.getUTCFullYear(),
    start.getUTCMonth() + k * interval,
    daysFromRule ? 1 : start.getUTCDate(),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
}

function spender(budget: StepBudget) {
  let sinceOccurrence = 0;
  return {
    spend() {
      budget.steps -= 1;
      sinceOccurrence += 1;
      if (budget.steps < 0 || sinceOccurrence > MAX_STEPS_BETWEEN)
        throw new FeedError(FEED_ERRORS.tooComplex);
    },
    found() {
      sinceOccurrence = 0;
    },
  };
}

/**
 * Wall-clock starts (ms, as if UTC) of `recur` from DTSTART `startWall`, in order, that may
 * lie at or after `fromWall`, until one passes `toWall` or the rule ends.
 */
export function* ruleStarts(
  recur: ICAL.Recur,
  startWall: number,
  isDate: boolean,
  fromWall: number,
  toWall: number,
  budget: StepBudget,
): Generator<number> {
  const iterator = recur.iterator(icalOfWall(movedStart(recur, startWall, fromWall), isDate));
  const inner = iterator as unknown as { check_contracting_rules: () => boolean };
  const check = inner.check_contracting_rules.bind(iterator);
  const steps = spender(budget);
  inner.check_contracting_rules = () => {
    steps.spend();
    return check();
  };
  for (;;) {
    steps.spend();
    const next = iterator.next();
    if (!next) return;
    steps.found();
    const wall = Date.UTC(next.year, next.month - 1, next.day, next.hour, next.minute, next.second);
    if (wall > toWall) return;
    if (wall >= fromWall) yield wall;
  }
}
