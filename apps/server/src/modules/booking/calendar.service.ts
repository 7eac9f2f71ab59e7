import { z } from "zod";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { holds } from "../permissions/index.ts";
import { peopleByIds, userById } from "../users/index.ts";
import { NotYourCalendarError } from "./booking.errors.ts";
import { findAttendeesOf, findMeetingById, findMeetingsOf } from "./booking.repository.ts";
import { type CalendarEntry, mergeEntries, sourceItems, type WithSources } from "./calendar-items.ts";
import { MAX_WINDOW_SECONDS, upcomingWindow } from "./calendar-window.ts";
import { eventViews, managesMeeting, mayViewMeeting } from "./event-view.ts";

/**
 * The calendar (spec-1 §2 "Calendar events list", §4): a person's live meetings (and the items
 * of the modules' calendar sources, calendar-items.ts) over an
 * interval (by default the viewer's next twelve months from the start of today in their
 * zone, calendar-window.ts), and one meeting by id. Anyone reads their own calendar; another
 * person's needs AVAILABILITY:EDIT (the admins who keep hosts' availability also see what
 * fills it).
 */
type Ctx = ServiceContext;

const listSchema = z
  .object({
    customerIds: z.array(z.string()).max(20, "At most 20 people").nullish(),
    start: z.number().int().nullish(),
    end: z.number().int().nullish(),
  })
  .refine((q) => (q.start == null) === (q.end == null), {
    message: "Give both the start and the end, or neither",
    path: ["end"],
  })
  .refine((q) => q.start == null || q.end == null || q.end > q.start, {
    message: "The end must be after the start",
    path: ["end"],
  })
  .refine((q) => q.start == null || q.end == null || q.end - q.start <= MAX_WINDOW_SECONDS, {
    message: "The interval is longer than a year",
    path: ["end"],
  });

export async function calendarEvents(ctx: WithSources, args: unknown): Promise<CalendarEntry[]> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const q = parseInput(listSchema, args);
  const ids = [...new Set(q.customerIds?.length ? q.customerIds : [viewer.id])];
  if (ids.some((id) => id !== viewer.id)) {
    if (!(await holds(ctx, "AVAILABILITY:EDIT"))) {
      throw new NotYourCalendarError();
    }
    const found = await peopleByIds(ctx, ids);
    if (found.length !== ids.length) throw new NotFoundError("User");
  }
  const { start, end } =
    q.start != null && q.end != null
      ? { start: q.start, end: q.end }
      : upcomingWindow((await userById(ctx, viewer.id))?.timezone ?? null, ctx.clock.now().getTime());
  const [rows, items] = await Promise.all([
    findMeetingsOf(ctx.db, ctx.tenant, ids, new Date(start * 1000), new Date(end * 1000)),
    sourceItems(ctx, ids, start, end),
  ]);
  return mergeEntries(await eventViews(ctx, rows), items);
}

export async function calendarEvent(ctx: Ctx, id: string) {
  const meeting = await findMeetingById(ctx.db, ctx.tenant, id);
  if (!meeting) return null;
  const attendees = await findAttendeesOf(ctx.db, ctx.tenant, [meeting.id]);
  if (
    !(await mayViewMeeting(
      ctx,
      meeting,
      attendees.map((a) => a.userId),
    ))
  )
    return null;
  const [view] = await eventViews(ctx, [meeting]);
  return view ?? null;
}

/**
 * The meeting a free-slot query leaves out of its hosts' busy time (the one being
 * rescheduled): only one the viewer could reschedule; else not found.
 */
export async function reschedulableMeetingId(ctx: Ctx, id: string | null | undefined) {
  if (id == null) return null;
  const meeting = await findMeetingById(ctx.db, ctx.tenant, id);
  if (!meeting) throw new NotFoundError("Meeting");
  const attendees = await findAttendeesOf(ctx.db, ctx.tenant, [meeting.id]);
  const attends = attendees.some((a) => a.userId === ctx.viewer?.id);
  if (!attends && !(await managesMeeting(ctx, meeting))) throw new NotFoundError("Meeting");
  return meeting.id;
}
