import type { CalendarItem } from "../../calendar-source.ts";
import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { CalendarEventView } from "./event-view.ts";

/**
 * What the calendar shows besides meetings: the items of the modules' calendar sources
 * (calendar-source.ts; the events module's registered group events), merged with the
 * meetings soonest first. A cancelled item is left out, as a cancelled meeting is.
 */
export type WithSources = ServiceContext & Pick<Services, "calendarSources">;

/** An entry of the calendar: a meeting's view or a source's item (both are `CalendarEvent`). */
export type CalendarEntry = CalendarEventView & Partial<CalendarItem>;

export async function sourceItems(ctx: WithSources, userIds: string[], start: number, end: number) {
  const lists = await Promise.all(
    (ctx.calendarSources ?? []).map((source) => source.itemsFor(ctx, userIds, start, end)),
  );
  return lists.flat().filter((item) => item.status !== "cancelled" && item.end > start && item.start < end);
}

export function mergeEntries(meetings: CalendarEventView[], items: CalendarItem[]): CalendarEntry[] {
  if (items.length === 0) return meetings;
  return [...meetings, ...items].sort((a, b) => a.start - b.start || a.end - b.end);
}
