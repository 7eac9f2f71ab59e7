import {
  COACHING_DURATION_OPTIONS,
  isTimeZone,
  MAX_MINIMUM_NOTICE_HOURS,
  TIMESLOT_INCREMENT_OPTIONS,
} from "@launchpad/domain";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { feedErrorCode, recordFeedStatus } from "../calendar-feed/index.ts";
import { holds } from "../permissions/index.ts";
import { type CoachingMeetingSettings, personById, saveHostSettings } from "../users/index.ts";
import { NotYourAvailabilityError } from "./availability.errors.ts";
import { findOverrides, findWeeklyHours, replaceHours } from "./availability.repository.ts";

/**
 * A host's availability (/availability, issue 6): weekly hours in their own zone, date
 * overrides, coaching meeting settings and an external calendar feed. Hosts edit their
 * own; an Admin or Admin & Coach (AVAILABILITY:EDIT) edits another's. The page sends the
 * whole form; a bad field fails the whole save and nothing is written.
 */
type Ctx = ServiceContext;

export const DEFAULT_COACHING_SETTINGS: CoachingMeetingSettings = {
  enabled: false,
  availableDurationsInMins: [30, 60],
  defaultMeetingLocation: null,
  timeslotIncrement: null,
  minimumNoticeHours: 12,
};

/** A host's coaching settings, the defaults when they never saved any. */
export const coachingSettingsOf = (user: { coachingMeetingSettings: CoachingMeetingSettings | null }) =>
  user.coachingMeetingSettings ?? DEFAULT_COACHING_SETTINGS;

/** The weekly hours of some hosts ({ userId, weekday, startMinute, endMinute }), by weekday and start. */
export function weeklyHoursOf(ctx: Pick<Ctx, "db" | "tenant">, userIds: string[]) {
  return findWeeklyHours(ctx.db, ctx.tenant, userIds);
}

/** The date overrides of some hosts ({ userId, date, ranges }), optionally from/to a date (YYYY-MM-DD). */
export function overridesOf(ctx: Pick<Ctx, "db" | "tenant">, userIds: string[], from?: string, to?: string) {
  return findOverrides(ctx.db, ctx.tenant, userIds, from, to);
}

async function targetUser(ctx: Ctx, userId: string | null | undefined) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const id = userId ?? ctx.viewer.id;
  if (id !== ctx.viewer.id && !(await holds(ctx, "AVAILABILITY:EDIT"))) {
    throw new NotYourAvailabilityError();
  }
  // Deleted users are not found.
  const person = await personById(ctx, id);
  if (!person) throw new NotFoundError("User");
  return person.user;
}

export async function availability(ctx: Ctx, userId: string | null | undefined) {
  const user = await targetUser(ctx, userId);
  const [weekly, overrides] = await Promise.all([
    findWeeklyHours(ctx.db, ctx.tenant, [user.id]),
    findOverrides(ctx.db, ctx.tenant, [user.id]),
  ]);
  return {
    userId: user.id,
    timezone: user.timezone,
    weeklyHours: weekly.map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
    overrides: overrides.map(({ date, ranges }) => ({ date, ranges })),
    coachingMeetingSettings: coachingSettingsOf(user),
    icsFeedUrl: user.icsFeedUrl,
    icsFeed: user.icsFeedUrl
      ? {
          url: user.icsFeedUrl,
          status: user.icsFeedStatus ?? "UNCHECKED",
          error: user.icsFeedError,
          errorCode: user.icsFeedError ? feedErrorCode(user.icsFeedError) : null,
          checkedAt: user.icsFeedCheckedAt ? Math.floor(user.icsFeedCheckedAt.getTime() / 1000) : null,
          eventCount: user.icsFeedEventCount,
        }
      : null,
  };
}

const minute = z.number().int().min(0).max(1440);
const range = z
  .object({ startMinute: minute, endMinute: minute })
  .strict()
  .refine((r) => r.startMinute < r.endMinute, {
    message: "The end must be after the start",
    path: ["endMinute"],
  });

/** Ranges of one day must not overlap. */
function overlapping(ranges: { startMinute: number; endMinute: number }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.startMinute - b.startMinute);
  return sorted.some((r, i) => i > 0 && r.startMinute < (sorted[i - 1]?.endMinute ?? 0));
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-24")
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "Not a date",
  );

const availabilitySchema = z
  .object({
    timezone: z.string().refine(isTimeZone, "Choose a time zone from the list"),
    weeklyHours: z
      .array(range.and(z.object({ weekday: z.number().int().min(0).max(6) })))
      .max(7 * 12)
      .refine(
        (hours) => [0, 1, 2, 3, 4, 5, 6].every((day) => !overlapping(hours.filter((h) => h.weekday === day))),
        "Ranges of one day overlap",
      ),
    overrides: z
      .array(
        z
          .object({ date: isoDate, ranges: z.array(range).max(12) })
          .strict()
          .refine((o) => !overlapping(o.ranges), { message: "Ranges of one day overlap", path: ["ranges"] }),
      )
      .max(366)
      .refine((list) => new Set(list.map((o) => o.date)).size === list.length, "One override per date"),
    coachingMeetingSettings: z
      .object({
        enabled: z.boolean(),
        availableDurationsInMins: z
          .array(
            z.number().refine((d) => (COACHING_DURATION_OPTIONS as readonly number[]).includes(d), {
              message: `Durations are ${COACHING_DURATION_OPTIONS.join(", ")} minutes`,
            }),
          )
          .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
        defaultMeetingLocation: z
          .string()
          .trim()
          .max(200)
          .nullish()
          .transform((v) => v || null),
        timeslotIncrement: z
          .number()
          .refine((n) => (TIMESLOT_INCREMENT_OPTIONS as readonly number[]).includes(n), {
            message: `The increment is ${TIMESLOT_INCREMENT_OPTIONS.join(", ")} minutes, or automatic`,
          })
          .nullish()
          .transform((v) => v ?? null),
        minimumNoticeHours: z.number().int().min(0).max(MAX_MINIMUM_NOTICE_HOURS),
      })
      .strict()
      .refine((s) => !s.enabled || s.availableDurationsInMins.length > 0, {
        message: "Offer at least one duration",
        path: ["availableDurationsInMins"],
      }),
    icsFeedUrl: z
      .string()
      .trim()
      .max(2000)
      // Calendars hand out webcal:// links: the same feed over https.
      .transform((v) => v.replace(/^webcal:\/\//i, "https://"))
      .refine((v) => v === "" || /^https:\/\/\S+$/i.test(v), "Use the feed's https:// address")
      .nullish()
      .transform((v) => v || null),
  })
  .strict();

export async function updateAvailability(
  ctx: Ctx & Pick<Services, "feeds" | "pubsub" | "jobs">,
  userId: string | null | undefined,
  input: unknown,
) {
  const values = parseInput(availabilitySchema, input);
  const user = await targetUser(ctx, userId);
  await refusePastOverrides(ctx, user.id, values);
  const feedChanged = values.icsFeedUrl !== user.icsFeedUrl;
  await inTransaction(ctx.db, async (tx) => {
    await replaceHours(tx, ctx.tenant, user.id, values);
    await saveHostSettings({ db: tx, tenant: ctx.tenant, clock: ctx.clock }, user.id, values, feedChanged);
  });
  if (feedChanged && values.icsFeedUrl) {
    // A new feed is read at once, so that the page can say whether it works.
    const result = await ctx.feeds.refresh(values.icsFeedUrl, values.timezone);
    await recordFeedStatus(ctx, { ...user, icsFeedUrl: values.icsFeedUrl, icsFeedStatus: null }, result);
  }
  return availability(ctx, user.id);
}

/**
 * A new date override must not be in the past (issue 12: it was saved and never used):
 * "today" is the host's, in the time zone being saved. Past overrides already saved ride
 * along unchanged, since the page sends the whole form.
 */
async function refusePastOverrides(
  ctx: Ctx,
  userId: string,
  values: { timezone: string; overrides: { date: string }[] },
) {
  const today = todayIn(values.timezone, ctx.clock.now());
  const past = values.overrides.findIndex((o) => o.date < today);
  if (past < 0) return;
  const saved = new Set(
    (await findOverrides(ctx.db, ctx.tenant, [userId], undefined, today)).map((o) => o.date),
  );
  const fresh = values.overrides.findIndex((o) => o.date < today && !saved.has(o.date));
  if (fresh < 0) return;
  const message = "date is in the past";
  throw new ValidationError({ [`overrides.${fresh}.date`]: { message, code: "DATE_IN_PAST" } }, message);
}

/** The calendar date (YYYY-MM-DD) it is now in a time zone. */
export function todayIn(timezone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
