import { z } from "zod";
import type { CalendarItem } from "../../calendar-source.ts";
import type { Services } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type CalendarEntry, calendarEvent, calendarEvents } from "../booking/index.ts";

/**
 * One customer's calendar and one calendar item by id (spec-1 §7 "events for one customer",
 * "ICS file by id"): a meeting (type "CalendarEvent") or an item of a module's calendar
 * source (its contextType, e.g. "IncubatorEvent"). Who may read what is the calendar's rule
 * (booking's calendarEvents / calendarEvent, the sources' itemById).
 */
type Ctx = ServiceContext & Pick<Services, "calendarSources">;

export const MEETING_TYPE = "CalendarEvent";

const customerSchema = z.object({
  customerId: z.string().min(1, "customerId is a required field"),
  start: z.number().int(),
  end: z.number().int(),
});

export function eventsByCustomerId(ctx: Ctx, args: unknown): Promise<CalendarEntry[]> {
  const q = parseInput(customerSchema, args);
  return calendarEvents(ctx, { customerIds: [q.customerId], start: q.start, end: q.end });
}

/** The item of a type by id, or null when unknown or not the viewer's to see. */
export async function entryById(
  ctx: Ctx,
  id: string,
  type: string | null = null,
): Promise<CalendarEntry | CalendarItem | null> {
  if (type === null || type === MEETING_TYPE) {
    const meeting = await calendarEvent(ctx, id);
    if (meeting || type === MEETING_TYPE) return meeting;
  }
  for (const source of ctx.calendarSources) {
    if (type !== null && source.contextType !== type) continue;
    const item = await source.itemById(ctx, id);
    if (item) return item;
  }
  return null;
}

/** spec-1 §7 "ICS file by id": the item's iCalendar file and a file name for it. */
export async function icsFileById(ctx: Ctx, id: string) {
  const entry = await entryById(ctx, id);
  if (!entry) throw new NotFoundError("Event");
  const name = entry.summary
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return { id: entry.id, fileName: `${name || "event"}.ics`, ics: entry.ics };
}
